import { Injectable } from '@nestjs/common';
import { isSealedCreditField, type CreditApplicationEvent, type OpenedAnswers, type PageAnswer, type Sealable } from '@marketplace/domain';
import { belongsTo, dependentSubject, PrivacyVault } from '../../../platform/privacy/privacy-vault';

/** The co-applicant of an application: a dependent subject of its applicant (ADR 0063), shredded with them or alone. */
export const coApplicantSubject = (ownerId: string, applicationId: string) => dependentSubject(ownerId, 'co-applicant', applicationId);

/**
 * Personal values enter credit events only sealed (ARCHITECTURE §3 rule 10). The applicant's own key (subject = user
 * id) seals every page's answer (incomes, addresses, the date of birth), the SIN on its own, the decision's factors
 * (they quote the income) and a review's reason, so deleting the account shreds all of it. A co-applicant's values
 * (their answers, their bureau file) are theirs: sealed with their own key, a dependent of the applicant's, named in
 * the sealed field so that the applicant's reads and export can open them (ADR 0063).
 */
@Injectable()
export class CreditPersonalData {
  constructor(private readonly vault: PrivacyVault) {}

  private async seal<T>(subjectId: string, value: Sealable<T>, named = false): Promise<Sealable<T>> {
    if (isSealedCreditField(value)) return value;
    const $sealed = await this.vault.encrypt(subjectId, value);
    return named ? { $sealed, $subject: subjectId } : { $sealed };
  }

  /** The plain value, or null when it was shredded; a dependent's value opens for the owner it depends on only. */
  async open<T>(subjectId: string, value: Sealable<T>): Promise<T | null> {
    if (!isSealedCreditField(value)) return value;
    const subject = value.$subject ?? subjectId;
    return belongsTo(subject, subjectId) ? this.vault.decrypt<T>(subject, value.$sealed) : null;
  }

  /** Seals the events of `applicationId`, owned by `subjectId`, before they are stored. */
  sealEvents(subjectId: string, applicationId: string) {
    const coApplicant = coApplicantSubject(subjectId, applicationId);
    return (events: CreditApplicationEvent[]): Promise<CreditApplicationEvent[]> => Promise.all(events.map(async (e): Promise<CreditApplicationEvent> => {
      switch (e.type) {
        case 'CreditPageSaved':
          return { ...e, data: { ...e.data, answer: await this.seal(subjectId, e.data.answer), sin: e.data.sin === null ? null : await this.seal(subjectId, e.data.sin) } };
        case 'CoApplicantAdded':
          return { ...e, data: { ...e.data, coApplicant: await this.seal(coApplicant, e.data.coApplicant, true) } };
        case 'CreditDecided': {
          const co = e.data.coApplicant ? { coApplicant: await this.seal(coApplicant, e.data.coApplicant, true) } : {};
          return { ...e, data: { ...e.data, factors: await this.seal(subjectId, e.data.factors), ...co } };
        }
        case 'HumanReviewRequested':
          return { ...e, data: { ...e.data, reason: e.data.reason === null ? null : await this.seal(subjectId, e.data.reason) } };
        default:
          return e;
      }
    }));
  }

  /** Every stored page answer, opened (a shredded one is left out). */
  async openAnswers(subjectId: string, answers: Readonly<Record<string, Sealable<PageAnswer>>>): Promise<OpenedAnswers> {
    const opened = await Promise.all(Object.entries(answers).map(async ([page, value]) => [page, await this.open(subjectId, value)] as const));
    return Object.fromEntries(opened.filter(([, v]) => v !== null)) as OpenedAnswers;
  }
}

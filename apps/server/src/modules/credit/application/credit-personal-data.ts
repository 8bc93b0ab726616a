import { Injectable } from '@nestjs/common';
import { isSealedCreditField, type CreditApplicationEvent, type OpenedAnswers, type PageAnswer, type Sealable } from '@marketplace/domain';
import { PrivacyVault } from '../../../platform/privacy/privacy-vault';

/**
 * Personal values enter credit events only sealed with the applicant's own key (ARCHITECTURE §3 rule 10): every
 * page's answer (incomes, addresses, the date of birth), the SIN on its own, the decision's factors (they quote the
 * income) and a review's reason. The subject is the user id, so deleting the account shreds all of it.
 */
@Injectable()
export class CreditPersonalData {
  constructor(private readonly vault: PrivacyVault) {}

  private async seal<T>(subjectId: string, value: Sealable<T>): Promise<Sealable<T>> {
    return isSealedCreditField(value) ? value : { $sealed: await this.vault.encrypt(subjectId, value) };
  }

  /** The plain value, or null when it was shredded. */
  async open<T>(subjectId: string, value: Sealable<T>): Promise<T | null> {
    return isSealedCreditField(value) ? this.vault.decrypt<T>(subjectId, value.$sealed) : value;
  }

  sealEvents(subjectId: string) {
    return (events: CreditApplicationEvent[]): Promise<CreditApplicationEvent[]> => Promise.all(events.map(async (e): Promise<CreditApplicationEvent> => {
      switch (e.type) {
        case 'CreditPageSaved':
          return { ...e, data: { ...e.data, answer: await this.seal(subjectId, e.data.answer), sin: e.data.sin === null ? null : await this.seal(subjectId, e.data.sin) } };
        case 'CreditDecided':
          return { ...e, data: { ...e.data, factors: await this.seal(subjectId, e.data.factors) } };
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

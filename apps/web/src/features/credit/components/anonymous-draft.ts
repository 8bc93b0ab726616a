import type { AnswerablePageId, CreditPageAnswerInput } from '@marketplace/contracts/credit/application.schemas';
import { applicablePages, factsOf, normalizePageAnswer, type CreditPage, type CreditPageAnswers, type WizardFacts } from '@marketplace/domain/credit';
import { createCreditApplication, saveCreditApplicationPage } from '../../../lib/api/client/credit/application.routes';

/**
 * An anonymous applicant's answers, kept in this tab (sessionStorage) until they create their account after the
 * personal-information page; then they become the application's events, in the wizard's order, and are forgotten here.
 */
export type DraftAnswers = Partial<Record<AnswerablePageId, Record<string, unknown>>>;

const KEY = 'credit-application-draft';

export function readDraft(): DraftAnswers {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as DraftAnswers;
  } catch {
    return {};
  }
}

export function writeDraft(answers: DraftAnswers): void {
  sessionStorage.setItem(KEY, JSON.stringify(answers));
}

/** The question pages that apply given the draft's answers (the domain's skip rules), in order. */
export function draftPages(answers: DraftAnswers, today: string): CreditPage[] {
  let facts: WizardFacts = { signedIn: false } as WizardFacts;
  for (const [page, answer] of Object.entries(answers) as [AnswerablePageId, Record<string, unknown>][]) {
    facts = { ...facts, ...factsOf(page, normalizePageAnswer(page, answer as unknown as CreditPageAnswers[typeof page], today)) };
  }
  return applicablePages(facts).filter((p) => p !== 'confirmation' && p !== 'activation' && p !== 'result');
}

/** Signed in now (the account was just created): the draft becomes an application, page by page; answers its id. */
export async function submitDraft(answers: DraftAnswers, today: string): Promise<string> {
  const { applicationId } = await createCreditApplication({ body: {} });
  for (const page of draftPages(answers, today)) {
    const answer = answers[page as AnswerablePageId];
    if (answer) await saveCreditApplicationPage({ body: { applicationId, page, answer } as CreditPageAnswerInput });
  }
  sessionStorage.removeItem(KEY);
  return applicationId;
}

import {
  applicablePages, creditApplicationStreamId, factsOf, type AnswerablePage, type CreditDecided, type CreditPageAnswers, type WizardFacts,
} from '@marketplace/domain';
import type { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { CommandMeta } from '../../platform/commands/command-meta';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { CREDIT_NOTICE_VERSION } from './application/credit-notice';
import { CreateCreditApplicationCommand } from './commands/create-credit-application/create-credit-application.command';
import { GiveCreditConsentCommand } from './commands/give-credit-consent/give-credit-consent.command';
import { SaveCreditApplicationPageCommand } from './commands/save-credit-application-page/save-credit-application-page.command';
import { SubmitCreditApplicationCommand } from './commands/submit-credit-application/submit-credit-application.command';

/** What the app shell, other modules and tests may use from the credit context. */
export { creditRegistration } from './credit.registration';
/** For the customer's documents (issue #16 item 2): their decided pre-qualifications, and one as a PDF. */
export { prequalificationDocuments, prequalificationPdf, type PrequalificationDocument } from './application/prequalification-document';
export { APPLICATION_SUMMARIES_PROJECTION } from './queries/get-credit-applications/application-summaries.projection';

/** A pre-qualification is reused by purchase's finance step while it is younger than this (issue #13 item 6). */
export const PREQUALIFICATION_VALID_DAYS = 30;

/**
 * For purchase: the user's latest decided pre-qualification younger than 30 days at `now`, or null (no personal
 * values: outcome, score band, when). Purchase's finance step uses it when the buyer types no applicant.
 */
export async function recentPrequalification(db: Kysely<any>, userId: string, now: Date) {
  const since = new Date(now.getTime() - PREQUALIFICATION_VALID_DAYS * 86_400_000).toISOString();
  const row = await db.selectFrom('credit.application_summaries').select(['id', 'outcome', 'band', 'decided_at'])
    .where('owner_id', '=', userId).where('decided_at', '>=', since).orderBy('decided_at', 'desc').limit(1).executeTakeFirst();
  return row ? { applicationId: row.id as string, outcome: row.outcome as string, band: row.band as string | null, decidedAt: new Date(row.decided_at).toISOString() } : null;
}

/**
 * For purchase (issue #42, ADR 0057): the terms a decided application gives, from its CreditDecided event: the
 * indicative yearly rate and the approved maximum (cents). Null for each when the decision gave none (not eligible,
 * refused, or decided by a person without terms).
 */
export async function prequalificationTerms(store: EventStore, applicationId: string): Promise<{ ratePercent: number | null; maxAmount: number | null }> {
  const events = await store.readStream(creditApplicationStreamId(applicationId));
  const decided = events.filter((e) => e.type === 'CreditDecided').at(-1)?.data as CreditDecided['data'] | undefined;
  return { ratePercent: decided?.indicativeRate ?? null, maxAmount: decided?.approvedAmount?.max ?? null };
}

/** A whole application's answers, by wizard page (pages that do not apply to them are left out). */
export type CreditApplicationAnswers = { readonly [P in AnswerablePage]?: CreditPageAnswers[P] };

/**
 * For purchase (issue #13 item 6): the buyer's application goes through the wizard's own commands (source 'purchase'),
 * so credit seals the answers, asks the bureau and decides; the caller's consent is to the current notice. Answers the
 * decision, or null with `queuedForReview` when the bureau could not answer. A bad answer throws credit's field error.
 */
export async function submitApplicationFor(commandBus: CommandBus, answers: CreditApplicationAnswers, meta: CommandMeta) {
  const { applicationId } = (await commandBus.execute(new CreateCreditApplicationCommand('purchase', meta))).answer;
  let facts: WizardFacts = { signedIn: true };
  for (const page of Object.keys(answers) as AnswerablePage[]) facts = { ...facts, ...factsOf(page, answers[page]!) };
  for (const page of applicablePages(facts)) {
    const answer = answers[page as AnswerablePage];
    if (answer !== undefined) await commandBus.execute(new SaveCreditApplicationPageCommand({ applicationId, page, answer } as never, meta));
  }
  await commandBus.execute(new GiveCreditConsentCommand(applicationId, true, CREDIT_NOTICE_VERSION, meta));
  return (await commandBus.execute(new SubmitCreditApplicationCommand(applicationId, meta))).answer;
}

import {
  applicablePages, creditApplicationDecider, creditApplicationStreamId, CreditErrors, factsOf, type AnswerablePage, type CoApplicantAnswers,
  type CoApplicantRelationship, type CreditApplicationEvent, type CreditPageAnswers, type ScoreBand, type WizardFacts,
} from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { CommandMeta } from '../../platform/commands/command-meta';
import { EventSourcedCommands } from '../../platform/commands/event-sourced-commands';
import { DB } from '../../platform/tokens';
import { CREDIT_NOTICE_VERSION } from './adapters/credit-notice';
import { CreditPersonalData } from './adapters/credit-personal-data';
import { AddCoApplicantCommand } from './commands/add-co-applicant/add-co-applicant.command';
import { CreateCreditApplicationCommand } from './commands/create-credit-application/create-credit-application.command';
import { GiveCreditConsentCommand } from './commands/give-credit-consent/give-credit-consent.command';
import { SaveCreditApplicationPageCommand } from './commands/save-credit-application-page/save-credit-application-page.command';
import { SubmitCreditApplicationCommand } from './commands/submit-credit-application/submit-credit-application.command';

/** A pre-qualification is reused by purchase's finance step while it is younger than this (issue #13 item 6). */
export const PREQUALIFICATION_VALID_DAYS = 30;

/** A whole application's answers, by wizard page (pages that do not apply to them are left out). */
export type CreditApplicationAnswers = { readonly [P in AnswerablePage]?: CreditPageAnswers[P] };

/**
 * A decided application as another context takes it: outcome, band, when, and the terms it gives (the indicative
 * yearly rate and the approved maximum, cents; null when none: not eligible, refused, or a person's approval without
 * terms). Never a personal value. `in_review`: the bureau could not answer and a person decides.
 */
export interface CreditDecisionSummary {
  readonly applicationId: string;
  readonly outcome: 'congratulations' | 'refused' | 'not_eligible' | 'in_review';
  readonly band: ScoreBand | null;
  readonly decidedAt: string;
  readonly ratePercent: number | null;
  readonly maxAmount: number | null;
  /** A joint application: decided with a co-applicant (ADR 0063). */
  readonly coApplicant: boolean;
}

/** The co-applicant of an application, as its owner's documents name them. */
export interface CoApplicantName {
  readonly firstName: string;
  readonly lastName: string;
  readonly relationship: CoApplicantRelationship;
}

/** The decision an application's events hold, or null while it is a draft. */
function decisionOf(applicationId: string, events: readonly CreditApplicationEvent[]): CreditDecisionSummary | null {
  const coApplicant = events.some((e) => e.type === 'CoApplicantAdded');
  let decision = null as CreditDecisionSummary | null;
  for (const e of events) {
    if (e.type === 'CreditApplicationSubmitted') {
      decision = { applicationId, outcome: 'in_review', band: null, decidedAt: e.data.submittedAt, ratePercent: null, maxAmount: null, coApplicant };
    } else if (e.type === 'CreditDecided') {
      decision = {
        applicationId, outcome: e.data.outcome, band: e.data.band, decidedAt: e.data.decidedAt, ratePercent: e.data.indicativeRate,
        maxAmount: e.data.approvedAmount?.max ?? null, coApplicant,
      };
    } else if (e.type === 'HumanReviewAnswered' && decision) {
      // A person's answer stands as the outcome; the terms stay those of the bureau's decision, if any (an adviser sets
      // them otherwise). A file the bureau could not answer is decided when the person answers.
      decision = { ...decision, outcome: e.data.outcome, decidedAt: decision.outcome === 'in_review' ? e.data.answeredAt : decision.decidedAt };
    }
  }
  return decision;
}

/**
 * What other contexts (purchase) may ask the credit context, injectable once CreditModule is imported (issue 44 item
 * 3: credit answers through its own API, no other context's database handle reaches its tables).
 */
@Injectable()
export class CreditPublicApi {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly commands: EventSourcedCommands,
    private readonly personal: CreditPersonalData,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  /** The user's latest decided pre-qualification younger than 30 days at `now`, with its terms; null when none. */
  async latestPrequalification(userId: string, now: Date): Promise<CreditDecisionSummary | null> {
    const since = new Date(now.getTime() - PREQUALIFICATION_VALID_DAYS * 86_400_000).toISOString();
    const row = await this.db.selectFrom('credit.application_summaries').select(['id']).where('owner_id', '=', userId)
      .where('decided_at', '>=', since).where('outcome', 'in', ['congratulations', 'refused', 'not_eligible'])
      .orderBy('decided_at', 'desc').limit(1).executeTakeFirst();
    if (!row) return null;
    const decision = decisionOf(row.id as string, await this.eventsOf(row.id as string));
    return decision && decision.outcome !== 'in_review' ? decision : null;
  }

  /**
   * A purchase's credit application (ADR 0014 "From a purchase"; a joint one with `coApplicant`, ADR 0063), through
   * the wizard's own commands (source 'purchase'): credit seals the answers, asks the bureau once per person and
   * decides; the caller's consent is to the current notice. `applicationId` is the caller's key for this submission:
   * asked again with it (a retried request), the decision already made is answered and the bureau is not asked again.
   * A bad answer throws credit's field error.
   */
  async submitForPurchase(
    o: { readonly applicationId: string; readonly answers: CreditApplicationAnswers; readonly coApplicant: CoApplicantAnswers | null }, meta: CommandMeta,
  ): Promise<CreditDecisionSummary> {
    const { applicationId } = o;
    const events = await this.eventsOf(applicationId);
    if (events.length > 0 && (events[0].type !== 'CreditApplicationStarted' || events[0].data.ownerId !== meta.principal!.userId)) throw CreditErrors.notFound();
    const done = decisionOf(applicationId, events);
    if (done) return done;
    if (events.length === 0) await this.commandBus.execute(new CreateCreditApplicationCommand('purchase', meta, applicationId));
    let facts: WizardFacts = { signedIn: true };
    for (const page of Object.keys(o.answers) as AnswerablePage[]) facts = { ...facts, ...factsOf(page, o.answers[page]!) };
    for (const page of applicablePages(facts)) {
      const answer = o.answers[page as AnswerablePage];
      if (answer !== undefined) await this.commandBus.execute(new SaveCreditApplicationPageCommand({ applicationId, page, answer } as never, meta));
    }
    if (o.coApplicant) await this.commandBus.execute(new AddCoApplicantCommand(applicationId, o.coApplicant, true, CREDIT_NOTICE_VERSION, meta));
    await this.commandBus.execute(new GiveCreditConsentCommand(applicationId, true, CREDIT_NOTICE_VERSION, meta));
    await this.commandBus.execute(new SubmitCreditApplicationCommand(applicationId, meta));
    return decisionOf(applicationId, await this.eventsOf(applicationId))!;
  }

  /** The co-applicant of the owner's application (opened for them), or null: none, not theirs, or shredded. */
  async coApplicantOf(ownerId: string, applicationId: string): Promise<CoApplicantName | null> {
    const events = await this.eventsOf(applicationId);
    if (events[0]?.type !== 'CreditApplicationStarted' || events[0].data.ownerId !== ownerId) return null;
    const added = events.filter((e) => e.type === 'CoApplicantAdded').at(-1);
    const co = added ? await this.personal.open<CoApplicantAnswers>(ownerId, added.data.coApplicant) : null;
    return co && { firstName: co.firstName, lastName: co.lastName, relationship: co.relationship };
  }

  private async eventsOf(applicationId: string): Promise<CreditApplicationEvent[]> {
    const { recorded } = await this.commands.load(creditApplicationDecider, creditApplicationStreamId(applicationId));
    return recorded as unknown as CreditApplicationEvent[];
  }
}

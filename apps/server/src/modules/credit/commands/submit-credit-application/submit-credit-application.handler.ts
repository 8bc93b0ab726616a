import {
  bureauIdentityOf, coApplicantBureauIdentity, creditApplicationDecider, creditApplicationStreamId, CreditErrors, missingPages, type CoApplicantAnswers,
  type CreditApplicationEvent, type CreditDecided, type DecisionFactor,
} from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { LOGGER } from '../../../../platform/tokens';
import { isActivated, UserAccounts } from '../../../identity/identity.public';
import { CREDIT_BUREAU, type CreditBureau } from '../../adapters/bureau/credit-bureau.port';
import { BureauMalformedAnswerError, BureauUnavailableError } from '../../adapters/bureau/http-bureau-client';
import { CreditPersonalData } from '../../adapters/credit-personal-data';
import { decisionView } from '../../views/decision-view';
import { SubmitCreditApplicationCommand } from './submit-credit-application.command';

/**
 * Opens the stored answers, asks the bureau, and lets the pure decider decide on both. The answers are sealed, so
 * the stream is read to open them; the decider then checks, on the append's own read, that nothing changed since.
 * A joint application asks the bureau once for each person (ADR 0063).
 */
@CommandHandler(SubmitCreditApplicationCommand)
export class SubmitCreditApplicationHandler implements ICommandHandler<SubmitCreditApplicationCommand> {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly personal: CreditPersonalData,
    @Inject(CREDIT_BUREAU) private readonly bureau: CreditBureau,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly accounts: UserAccounts,
  ) {}

  async execute({ applicationId, meta }: SubmitCreditApplicationCommand) {
    const userId = meta.principal!.userId;
    const streamId = creditApplicationStreamId(applicationId);
    const { state, version } = await this.commands.load(creditApplicationDecider, streamId);
    if (state.status === 'none' || state.ownerId !== userId) throw CreditErrors.notFound();
    if (state.status !== 'draft') throw CreditErrors.submitted();
    // Refuse an incomplete file before asking the bureau anything.
    const missing = missingPages(new Set(Object.keys(state.answers)), state.facts).filter((p) => p !== 'confirmation');
    if (missing.length > 0) throw CreditErrors.incomplete(missing);
    if (!state.consent) throw CreditErrors.consentRequired();
    if (!(await isActivated(this.accounts, userId))) throw CreditErrors.activationRequired();
    const answers = await this.personal.openAnswers(userId, state.answers);
    const co = state.coApplicant === null ? null : await this.personal.open<CoApplicantAnswers>(userId, state.coApplicant);
    // A co-applicant whose key was shredded can no longer be decided on (their answers are gone).
    if (state.coApplicant !== null && co === null) throw CreditErrors.staleAnswers();
    const [report, coReport] = await Promise.all([
      this.softPull(bureauIdentityOf(answers), applicationId),
      co ? this.softPull(coApplicantBureauIdentity(co, answers), applicationId) : null,
    ]);
    let decided: CreditApplicationEvent[] = [];
    const outcome = await this.commands.execute(creditApplicationDecider, streamId, {
      type: 'SubmitCreditApplication', actorId: userId, answers, readAtVersion: version, bureau: report,
      coApplicant: co && { answers: co, bureau: coReport }, now: meta.now.toISOString(),
    }, meta, {
      seal: (events) => {
        decided = events;
        return this.personal.sealEvents(userId, applicationId)(events);
      },
    });
    // The decider's own events, before sealing: the answer quotes the factors in clear to their owner.
    const decision = decided.find((e): e is CreditDecided => e.type === 'CreditDecided');
    const view = decision ? decisionView(decision.data, decision.data.factors as readonly DecisionFactor[]) : null;
    return written({ applicationId, decision: view, queuedForReview: !decision }, outcome.append?.position ?? null);
  }

  /** The bureau's report, or null when it could not answer after the driver's retries (a person decides instead). */
  private async softPull(identity: Parameters<CreditBureau['softPull']>[0], applicationId: string) {
    try {
      return await this.bureau.softPull(identity);
    } catch (e) {
      if (!(e instanceof BureauUnavailableError) && !(e instanceof BureauMalformedAnswerError)) throw e;
      // The message names the bureau and the failure only, never the identity.
      this.logger.warn({ applicationId, bureau: this.bureau.name, error: e.message }, 'credit bureau did not answer: application queued for human review');
      return null;
    }
  }
}

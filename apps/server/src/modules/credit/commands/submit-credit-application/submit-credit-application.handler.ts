import {
  bureauIdentityOf, creditApplicationDecider, creditApplicationStreamId, CreditErrors, missingPages, type CreditApplicationEvent, type CreditDecided, type DecisionFactor,
} from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { CREDIT_BUREAU, type CreditBureau } from '../../bureau/credit-bureau.port';
import { CreditPersonalData } from '../../application/credit-personal-data';
import { decisionView } from '../../application/decision-view';
import { SubmitCreditApplicationCommand } from './submit-credit-application.command';

/**
 * Opens the stored answers, asks the bureau, and lets the pure decider decide on both. The answers are sealed, so
 * the stream is read to open them; the decider then checks, on the append's own read, that nothing changed since.
 */
@CommandHandler(SubmitCreditApplicationCommand)
export class SubmitCreditApplicationHandler implements ICommandHandler<SubmitCreditApplicationCommand> {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly personal: CreditPersonalData,
    @Inject(CREDIT_BUREAU) private readonly bureau: CreditBureau,
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
    const answers = await this.personal.openAnswers(userId, state.answers);
    const report = await this.bureau.softPull(bureauIdentityOf(answers));
    let decided: CreditApplicationEvent[] = [];
    const outcome = await this.commands.execute(creditApplicationDecider, streamId, {
      type: 'SubmitCreditApplication', actorId: userId, answers, readAtVersion: version, bureau: report, now: meta.now.toISOString(),
    }, meta, {
      seal: (events) => {
        decided = events;
        return this.personal.sealEvents(userId)(events);
      },
    });
    // The decider's own events, before sealing: the answer quotes the factors in clear to their owner.
    const decision = decided.find((e): e is CreditDecided => e.type === 'CreditDecided')!;
    return written({ applicationId, decision: decisionView(decision.data, decision.data.factors as readonly DecisionFactor[]) }, outcome.append?.position ?? null);
  }
}

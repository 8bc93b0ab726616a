import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DisputeCases, purchaseOfSubject } from '../../streams/dispute-cases';
import { SaveDisputeEvidenceCommand } from './save-dispute-evidence.command';

/** DisputeEvidenceSaved: refused for a purchase without a dispute, an unknown field, a dispute no longer open. */
@CommandHandler(SaveDisputeEvidenceCommand)
export class SaveDisputeEvidenceHandler implements ICommandHandler<SaveDisputeEvidenceCommand> {
  constructor(private readonly cases: DisputeCases) {}

  async execute({ subjectId, disputeId, evidence, meta }: SaveDisputeEvidenceCommand) {
    const transactionId = purchaseOfSubject(subjectId);
    await this.cases.record({ type: 'SaveDisputeEvidence', transactionId, disputeId, evidence, now: meta.now.toISOString() }, meta);
    return { saved: true as const };
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** Support's draft of a dispute's text evidence (Stripe's field names). */
export class SaveDisputeEvidenceCommand extends Command<{ saved: true }> {
  constructor(readonly subjectId: string, readonly disputeId: string, readonly evidence: Record<string, string>, readonly meta: CommandMeta) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** Support submits a dispute's evidence to Stripe: the text as reviewed, the bundle's files attached. */
export class SubmitDisputeEvidenceCommand extends Command<{ status: string; files: Record<string, string> }> {
  constructor(readonly subjectId: string, readonly disputeId: string, readonly evidence: Record<string, string>, readonly meta: CommandMeta) {
    super();
  }
}

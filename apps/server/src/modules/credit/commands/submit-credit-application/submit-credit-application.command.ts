import type { CreditDecisionView } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/**
 * Submits the application: the bureau's soft pull, then the decision (both recorded as events). When the bureau cannot
 * answer, the application is submitted undecided and queued for a person (`decision` null, `queuedForReview`).
 */
export class SubmitCreditApplicationCommand extends Command<Written<{ applicationId: string; decision: CreditDecisionView | null; queuedForReview: boolean }>> {
  constructor(
    readonly applicationId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

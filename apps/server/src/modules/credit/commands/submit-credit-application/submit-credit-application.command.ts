import type { CreditDecisionView } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** Submits the application: the bureau's soft pull, then the decision (both recorded as events). */
export class SubmitCreditApplicationCommand extends Command<Written<{ applicationId: string; decision: CreditDecisionView }>> {
  constructor(
    readonly applicationId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** Starts a credit application owned by the caller (from the wizard, or from a purchase's finance step). */
export class CreateCreditApplicationCommand extends Command<Written<{ applicationId: string }>> {
  constructor(
    readonly source: 'wizard' | 'purchase',
    readonly meta: CommandMeta,
    /** The id to start it under (a purchase's key for its submission, see CreditPublicApi); a new one otherwise. */
    readonly applicationId?: string,
  ) {
    super();
  }
}

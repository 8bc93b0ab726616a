import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /user/reactivate-account: undoes a deactivation. */
export class ReactivateAccountCommand extends Command<{ Status: 1 }> {
  constructor(
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /user/reactivate-account: undoes a deactivation. */
export class ReactivateAccountCommand extends Command<Awaited<ReturnType<Account['reactivate']>>> {
  constructor(
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import type { deleteAccountSectionRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/delete-account-section: deactivates or deletes the account. */
export class CloseAccountCommand extends Command<Awaited<ReturnType<Account['deleteOrDeactivate']>>> {
  constructor(
    readonly body: RouteInput<typeof deleteAccountSectionRoute>['body'],
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

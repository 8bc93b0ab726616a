import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import type { updateUserPasswordRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/update-user-password. */
export class ChangePasswordCommand extends Command<Awaited<ReturnType<Account['changePassword']>>> {
  constructor(
    readonly body: RouteInput<typeof updateUserPasswordRoute>['body'],
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import type { updateUserRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/update-user: an administrator edits a user's profile. */
export class UpdateUserProfileCommand extends Command<Awaited<ReturnType<Account['updateProfile']>>> {
  constructor(
    readonly body: RouteInput<typeof updateUserRoute>['body'],
    readonly meta: CommandMeta,
    readonly http: Pick<HttpExchange, 'req'>,
  ) {
    super();
  }
}

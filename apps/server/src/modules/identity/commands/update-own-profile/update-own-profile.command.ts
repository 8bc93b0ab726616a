import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import type { updateUserSelfRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/update-user-self: the signed-in user edits their profile. */
export class UpdateOwnProfileCommand extends Command<Awaited<ReturnType<Account['updateProfile']>>> {
  constructor(
    readonly body: RouteInput<typeof updateUserSelfRoute>['body'],
    readonly meta: CommandMeta,
    readonly http: Pick<HttpExchange, 'req'>,
  ) {
    super();
  }
}

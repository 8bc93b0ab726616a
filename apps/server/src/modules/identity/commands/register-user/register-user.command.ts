import type { registerRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** POST /user/register: a new account, signed in at once. */
export class RegisterUserCommand extends Command<WithCookies<RouteResponse<typeof registerRoute>>> {
  constructor(
    readonly body: RouteInput<typeof registerRoute>['body'],
    readonly query: RouteInput<typeof registerRoute>['query'],
    /** The site's base URL (the activation link). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

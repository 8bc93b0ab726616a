import type { getOtherUserTokenRoute, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** GET /state/get-other-user-token: an administrator acts as another user. */
export class StartImpersonationCommand extends Command<WithCookies<RouteResponse<typeof getOtherUserTokenRoute>>> {
  constructor(
    readonly targetUserId: string,
    readonly reason: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

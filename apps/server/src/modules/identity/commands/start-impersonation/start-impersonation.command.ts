import type { getOtherUserTokenRoute, RouteResponse } from '@marketplace/contracts';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** GET /state/get-other-user-token: an administrator acts as another user. */
export class StartImpersonationCommand extends Command<RouteResponse<typeof getOtherUserTokenRoute>> {
  constructor(
    readonly targetUserId: string,
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

import type { getUserTokenRoute, RouteResponse } from '@marketplace/contracts';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** GET /state/get-user-token: signs in with a one-time token. */
export class LogInByTokenCommand extends Command<RouteResponse<typeof getUserTokenRoute>> {
  constructor(
    readonly token: string,
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

import type { logoutRoute, RouteResponse } from '@marketplace/contracts';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** GET /state/logout: ends this session. */
export class LogOutCommand extends Command<RouteResponse<typeof logoutRoute>> {
  constructor(
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

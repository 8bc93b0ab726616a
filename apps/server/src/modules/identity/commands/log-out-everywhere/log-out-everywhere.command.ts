import type { logoutEverywhereRoute, RouteResponse } from '@marketplace/contracts';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** POST /user/logout-everywhere: ends every session of the user. */
export class LogOutEverywhereCommand extends Command<RouteResponse<typeof logoutEverywhereRoute>> {
  constructor(
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

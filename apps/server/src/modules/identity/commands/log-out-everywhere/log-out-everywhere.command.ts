import type { logoutEverywhereRoute, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** POST /user/logout-everywhere: ends every session of the user. */
export class LogOutEverywhereCommand extends Command<WithCookies<RouteResponse<typeof logoutEverywhereRoute>>> {
  constructor(
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

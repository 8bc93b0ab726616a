import type { logoutRoute, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** GET /state/logout: ends this session. */
export class LogOutCommand extends Command<WithCookies<RouteResponse<typeof logoutRoute>>> {
  constructor(
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

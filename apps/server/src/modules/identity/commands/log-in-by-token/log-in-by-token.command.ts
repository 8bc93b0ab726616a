import type { getUserTokenRoute, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** GET /state/get-user-token: signs in with a one-time token. */
export class LogInByTokenCommand extends Command<WithCookies<RouteResponse<typeof getUserTokenRoute>>> {
  constructor(
    readonly token: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { endImpersonationRoute, RouteResponse } from '@marketplace/contracts';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** POST /state/end-impersonation: back to the administrator. */
export class EndImpersonationCommand extends Command<RouteResponse<typeof endImpersonationRoute>> {
  constructor(
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

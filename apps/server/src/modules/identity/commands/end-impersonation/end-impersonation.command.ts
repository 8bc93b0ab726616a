import type { endImpersonationRoute, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** POST /state/end-impersonation: back to the administrator. */
export class EndImpersonationCommand extends Command<WithCookies<RouteResponse<typeof endImpersonationRoute> | null>> {
  constructor(
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { createLoginTokenRoute, RouteResponse } from '@marketplace/contracts';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /state/create-login-token: a one-time login token. */
export class CreateLoginTokenCommand extends Command<RouteResponse<typeof createLoginTokenRoute>> {
  constructor(
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

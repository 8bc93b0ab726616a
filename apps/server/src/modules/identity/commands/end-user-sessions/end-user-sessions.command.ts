import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { endUserSessionsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/end-user-sessions: signs a user out everywhere. */
export class EndUserSessionsCommand extends Command<RouteResponse<typeof endUserSessionsRoute>> {
  constructor(
    readonly body: RouteInput<typeof endUserSessionsRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

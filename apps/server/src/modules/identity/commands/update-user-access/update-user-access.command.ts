import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { updateUserFullRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/update-user-full: type, status and sections of a user. */
export class UpdateUserAccessCommand extends Command<RouteResponse<typeof updateUserFullRoute>> {
  constructor(
    readonly body: RouteInput<typeof updateUserFullRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { createAdminUserRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** POST /user/create-user: an administrator creates an account. */
export class CreateUserCommand extends Command<RouteResponse<typeof createAdminUserRoute>> {
  constructor(
    readonly body: RouteInput<typeof createAdminUserRoute>['body'],
    /** The site's base URL (the activation or create-password link). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

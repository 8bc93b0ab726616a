import type { Administration } from '../../application/administration';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { updateUserFullRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/update-user-full: type, status and sections of a user. */
export class UpdateUserAccessCommand extends Command<Awaited<ReturnType<Administration['updateAccess']>>> {
  constructor(
    readonly body: RouteInput<typeof updateUserFullRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

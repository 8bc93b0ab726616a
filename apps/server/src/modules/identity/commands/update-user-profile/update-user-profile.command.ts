import type { RouteInput, updateUserRoute } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { ProfileUpdates } from '../../streams/profile-update';

/** POST /user/update-user: an administrator edits a user's profile. */
export class UpdateUserProfileCommand extends Command<Awaited<ReturnType<ProfileUpdates['update']>>> {
  constructor(
    readonly body: RouteInput<typeof updateUserRoute>['body'],
    /** The site's base URL (the activation link of a new email). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { RouteInput, updateUserSelfRoute } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { ProfileUpdates } from '../../streams/profile-update';

/** POST /user/update-user-self: the signed-in user edits their profile. */
export class UpdateOwnProfileCommand extends Command<Awaited<ReturnType<ProfileUpdates['update']>>> {
  constructor(
    readonly body: RouteInput<typeof updateUserSelfRoute>['body'],
    /** The site's base URL (the activation link of a new email). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

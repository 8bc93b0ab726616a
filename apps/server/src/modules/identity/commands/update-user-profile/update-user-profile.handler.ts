import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adminOf } from '../../adapters/sessions';
import { ProfileUpdates } from '../../streams/profile-update';
import { UpdateUserProfileCommand } from './update-user-profile.command';

/** POST /user/update-user: the decider says whom the administrator may manage. */
@CommandHandler(UpdateUserProfileCommand)
export class UpdateUserProfileHandler implements ICommandHandler<UpdateUserProfileCommand> {
  constructor(private readonly profiles: ProfileUpdates) {}

  async execute({ body, linkBase, meta }: UpdateUserProfileCommand) {
    const { User_Guid, ...profile } = body;
    return this.profiles.update(User_Guid, profile, adminOf(meta), meta, linkBase);
  }
}

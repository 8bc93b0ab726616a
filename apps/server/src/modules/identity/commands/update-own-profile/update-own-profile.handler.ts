import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { identityPrincipal } from '../../adapters/sessions';
import { ProfileUpdates } from '../../streams/profile-update';
import { UpdateOwnProfileCommand } from './update-own-profile.command';

/** POST /user/update-user-self: the owner's changes (an email change is refused while impersonated). */
@CommandHandler(UpdateOwnProfileCommand)
export class UpdateOwnProfileHandler implements ICommandHandler<UpdateOwnProfileCommand> {
  constructor(private readonly profiles: ProfileUpdates) {}

  async execute({ body, linkBase, meta }: UpdateOwnProfileCommand) {
    return this.profiles.update(identityPrincipal(meta)!.userId, body, null, meta, linkBase);
  }
}

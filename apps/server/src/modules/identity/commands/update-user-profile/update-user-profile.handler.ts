import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Administration } from '../../application/administration';
import { Account } from '../../application/account';
import { UpdateUserProfileCommand } from './update-user-profile.command';

@CommandHandler(UpdateUserProfileCommand)
export class UpdateUserProfileHandler implements ICommandHandler<UpdateUserProfileCommand> {
  constructor(
    private readonly admin: Administration,
    private readonly account: Account,
  ) {}

  async execute(command: UpdateUserProfileCommand) {
    const { User_Guid, ...profile } = command.body;
    return this.account.updateProfile(User_Guid, profile, this.admin.admin(command.meta), command.meta, command.http.req);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { identityPrincipal } from '../../application/sessions';
import { UpdateOwnProfileCommand } from './update-own-profile.command';

@CommandHandler(UpdateOwnProfileCommand)
export class UpdateOwnProfileHandler implements ICommandHandler<UpdateOwnProfileCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: UpdateOwnProfileCommand) {
    return this.account.updateProfile(identityPrincipal(command.meta)!.userId, command.body, null, command.meta, command.http.req);
  }
}

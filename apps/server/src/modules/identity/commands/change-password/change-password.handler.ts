import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: ChangePasswordCommand) {
    return this.account.changePassword(command.body, command.meta, command.http.req, command.http.reply);
  }
}

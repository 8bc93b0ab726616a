import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: ResetPasswordCommand) {
    return this.account.resetPassword(command.reset, command.meta);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { SendResetPasswordEmailCommand } from './send-reset-password-email.command';

@CommandHandler(SendResetPasswordEmailCommand)
export class SendResetPasswordEmailHandler implements ICommandHandler<SendResetPasswordEmailCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: SendResetPasswordEmailCommand) {
    return this.account.sendResetPasswordEmail(command.email, command.meta, command.http.req);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { SendVerificationEmailCommand } from './send-verification-email.command';

@CommandHandler(SendVerificationEmailCommand)
export class SendVerificationEmailHandler implements ICommandHandler<SendVerificationEmailCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: SendVerificationEmailCommand) {
    return this.account.sendVerificationEmail(command.meta, command.http.req);
  }
}

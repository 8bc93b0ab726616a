import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { SendSmsCodeCommand } from './send-sms-code.command';

@CommandHandler(SendSmsCodeCommand)
export class SendSmsCodeHandler implements ICommandHandler<SendSmsCodeCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: SendSmsCodeCommand) {
    return this.account.sendSmsCode(command.phone, command.meta);
  }
}

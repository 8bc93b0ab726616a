import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { VerifySmsCodeCommand } from './verify-sms-code.command';

@CommandHandler(VerifySmsCodeCommand)
export class VerifySmsCodeHandler implements ICommandHandler<VerifySmsCodeCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: VerifySmsCodeCommand) {
    return this.account.verifySmsCode(command.phone, command.code, command.meta);
  }
}

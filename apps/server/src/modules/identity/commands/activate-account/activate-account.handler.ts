import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { ActivateAccountCommand } from './activate-account.command';

@CommandHandler(ActivateAccountCommand)
export class ActivateAccountHandler implements ICommandHandler<ActivateAccountCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: ActivateAccountCommand) {
    return this.account.activate(command.token, command.meta);
  }
}

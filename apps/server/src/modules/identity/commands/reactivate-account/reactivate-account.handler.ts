import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { ReactivateAccountCommand } from './reactivate-account.command';

@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: ReactivateAccountCommand) {
    return this.account.reactivate(command.meta);
  }
}

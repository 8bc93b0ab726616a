import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../application/account';
import { CloseAccountCommand } from './close-account.command';

@CommandHandler(CloseAccountCommand)
export class CloseAccountHandler implements ICommandHandler<CloseAccountCommand> {
  constructor(
    private readonly account: Account,
  ) {}

  async execute(command: CloseAccountCommand) {
    return this.account.deleteOrDeactivate(command.body, command.meta, command.http.req, command.http.reply);
  }
}

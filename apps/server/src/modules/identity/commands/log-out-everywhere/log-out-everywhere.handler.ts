import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Authentication } from '../../application/authentication';
import { LogOutEverywhereCommand } from './log-out-everywhere.command';

@CommandHandler(LogOutEverywhereCommand)
export class LogOutEverywhereHandler implements ICommandHandler<LogOutEverywhereCommand> {
  constructor(
    private readonly auth: Authentication,
  ) {}

  async execute(command: LogOutEverywhereCommand) {
    return this.auth.logoutEverywhere(command.meta, command.http.req, command.http.reply);
  }
}

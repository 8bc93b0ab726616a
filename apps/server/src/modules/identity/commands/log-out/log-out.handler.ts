import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Authentication } from '../../application/authentication';
import { LogOutCommand } from './log-out.command';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(
    private readonly auth: Authentication,
  ) {}

  async execute(command: LogOutCommand) {
    return this.auth.logout(command.meta, command.http.req, command.http.reply);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Authentication } from '../../application/authentication';
import { LogInCommand } from './log-in.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly auth: Authentication,
  ) {}

  async execute(command: LogInCommand) {
    return this.auth.login(command.body, command.meta, command.http.req, command.http.reply);
  }
}

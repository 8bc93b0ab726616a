import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Authentication } from '../../application/authentication';
import { LogInByTokenCommand } from './log-in-by-token.command';

@CommandHandler(LogInByTokenCommand)
export class LogInByTokenHandler implements ICommandHandler<LogInByTokenCommand> {
  constructor(
    private readonly auth: Authentication,
  ) {}

  async execute(command: LogInByTokenCommand) {
    return this.auth.loginByToken(command.token, command.meta, command.http.req, command.http.reply);
  }
}

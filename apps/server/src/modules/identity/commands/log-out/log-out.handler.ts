import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sessions } from '../../adapters/sessions';
import { LogOutCommand } from './log-out.command';

/** GET /state/logout: the session ends and its cookie is cleared (also when there was none). */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly sessions: Sessions) {}

  async execute({ meta: ctx }: LogOutCommand) {
    await this.sessions.end(ctx);
    return { answer: { Status: 1 as const }, cookies: { session: 'end' as const } };
  }
}

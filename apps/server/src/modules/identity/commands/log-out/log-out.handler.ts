import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sessions } from '../../application/sessions';
import { LogOutCommand } from './log-out.command';

/** GET /state/logout. */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly sessions: Sessions) {}

  async execute({ meta: ctx, http: { req, reply } }: LogOutCommand) {
    await this.sessions.end(req, reply, ctx);
    return { Status: 1 as const };
  }
}

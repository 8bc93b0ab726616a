import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { identityPrincipal, Sessions } from '../../application/sessions';
import { LogOutEverywhereCommand } from './log-out-everywhere.command';

/** POST /user/logout-everywhere. */
@CommandHandler(LogOutEverywhereCommand)
export class LogOutEverywhereHandler implements ICommandHandler<LogOutEverywhereCommand> {
  constructor(private readonly sessions: Sessions) {}

  async execute({ meta: ctx, http: { req, reply } }: LogOutEverywhereCommand) {
    const principal = identityPrincipal(ctx)!;
    await this.sessions.endAllOf(principal.userId, req, reply, ctx);
    return { Status: 1 as const };
  }
}

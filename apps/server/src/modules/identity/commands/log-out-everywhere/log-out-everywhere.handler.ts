import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { identityPrincipal, Sessions } from '../../adapters/sessions';
import { LogOutEverywhereCommand } from './log-out-everywhere.command';

/** POST /user/logout-everywhere. */
@CommandHandler(LogOutEverywhereCommand)
export class LogOutEverywhereHandler implements ICommandHandler<LogOutEverywhereCommand> {
  constructor(private readonly sessions: Sessions) {}

  async execute({ meta: ctx }: LogOutEverywhereCommand) {
    const principal = identityPrincipal(ctx)!;
    const { requestSessionEnded } = await this.sessions.endAllOf(principal.userId, ctx);
    return { answer: { Status: 1 as const }, cookies: requestSessionEnded ? { session: 'end' as const } : {} };
  }
}

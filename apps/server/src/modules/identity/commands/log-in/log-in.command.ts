import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import type { loginRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/login: a new session for a right password. */
export class LogInCommand extends Command<RouteResponse<typeof loginRoute>> {
  constructor(
    readonly body: RouteInput<typeof loginRoute>['body'],
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

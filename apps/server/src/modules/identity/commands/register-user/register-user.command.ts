import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import type { Registration } from '../../application/registration';
import type { registerRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/register: a new account, signed in at once. */
export class RegisterUserCommand extends Command<Awaited<ReturnType<Registration['register']>>> {
  constructor(
    readonly body: RouteInput<typeof registerRoute>['body'],
    readonly query: RouteInput<typeof registerRoute>['query'],
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

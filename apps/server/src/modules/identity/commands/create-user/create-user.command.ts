import type { Administration } from '../../application/administration';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import type { createAdminUserRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** POST /user/create-user: an administrator creates an account. */
export class CreateUserCommand extends Command<Awaited<ReturnType<Administration['createUser']>>> {
  constructor(
    readonly body: RouteInput<typeof createAdminUserRoute>['body'],
    readonly meta: CommandMeta,
    readonly http: Pick<HttpExchange, 'req'>,
  ) {
    super();
  }
}

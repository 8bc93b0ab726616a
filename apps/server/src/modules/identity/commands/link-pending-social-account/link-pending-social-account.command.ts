import type { linkPendingSocialRoute, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';

/** POST /auth/link-pending: the existing account's password links the provider account met at sign-in. */
export class LinkPendingSocialAccountCommand extends Command<RouteResponse<typeof linkPendingSocialRoute>> {
  constructor(readonly password: string, readonly meta: CommandMeta, readonly http: HttpExchange) {
    super();
  }
}

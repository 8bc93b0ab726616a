import type { Authentication } from '../../application/authentication';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** GET /state/logout: ends this session. */
export class LogOutCommand extends Command<Awaited<ReturnType<Authentication['logout']>>> {
  constructor(
    readonly meta: CommandMeta,
    readonly http: HttpExchange,
  ) {
    super();
  }
}

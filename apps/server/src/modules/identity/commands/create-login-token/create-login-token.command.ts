import type { Authentication } from '../../application/authentication';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /state/create-login-token: a one-time login token. */
export class CreateLoginTokenCommand extends Command<Awaited<ReturnType<Authentication['createLoginToken']>>> {
  constructor(
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

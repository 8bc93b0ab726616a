import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /user/activate-account: verifies the email with the link token. */
export class ActivateAccountCommand extends Command<{ Status: 1 }> {
  constructor(
    readonly token: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

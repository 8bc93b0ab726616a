import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /user/VerifySmsCode: activates the account with the texted code. */
export class VerifySmsCodeCommand extends Command<{ Status: 1 }> {
  constructor(
    readonly phone: string | undefined,
    readonly code: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

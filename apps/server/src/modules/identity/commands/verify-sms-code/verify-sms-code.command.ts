import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /user/VerifySmsCode: activates the account with the texted code. */
export class VerifySmsCodeCommand extends Command<Awaited<ReturnType<Account['verifySmsCode']>>> {
  constructor(
    readonly phone: string | undefined,
    readonly code: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /user/SendSmsCode: a verification code by text message. */
export class SendSmsCodeCommand extends Command<Awaited<ReturnType<Account['sendSmsCode']>>> {
  constructor(
    readonly phone: string | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

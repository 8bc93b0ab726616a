import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST /user/SendSmsCode: a verification code by text message. */
export class SendSmsCodeCommand extends Command<{ Status: 1 }> {
  constructor(
    readonly phone: string | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

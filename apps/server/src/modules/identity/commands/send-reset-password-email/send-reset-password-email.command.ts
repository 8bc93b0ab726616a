import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** GET /user/send-reset-password-email: a password reset link. */
export class SendResetPasswordEmailCommand extends Command<Awaited<ReturnType<Account['sendResetPasswordEmail']>>> {
  constructor(
    readonly email: string,
    /** The asking page's language (spec §3 recovery payload): the email follows the account's (ADR 0060). */
    readonly languageId: number,
    readonly meta: CommandMeta,
    readonly http: Pick<HttpExchange, 'req'>,
  ) {
    super();
  }
}

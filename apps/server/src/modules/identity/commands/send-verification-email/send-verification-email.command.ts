import type { Account } from '../../application/account';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { HttpExchange } from '../../application/http-exchange';
import { Command } from '@nestjs/cqrs';

/** POST /user/SendVerificationEmail: a new activation link. */
export class SendVerificationEmailCommand extends Command<Awaited<ReturnType<Account['sendVerificationEmail']>>> {
  constructor(
    /** The asking page's language (spec §3): recorded with the request, the email follows the account's (ADR 0060). */
    readonly languageId: number | undefined,
    readonly meta: CommandMeta,
    readonly http: Pick<HttpExchange, 'req'>,
  ) {
    super();
  }
}

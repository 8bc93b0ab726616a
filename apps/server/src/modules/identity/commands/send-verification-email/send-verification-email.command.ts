import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** POST /user/SendVerificationEmail: a new activation link. */
export class SendVerificationEmailCommand extends Command<{ Status: 1 }> {
  constructor(
    /** The asking page's language (spec §3): recorded with the request, the email follows the account's (ADR 0060). */
    readonly languageId: number | undefined,
    /** The site's base URL (the activation link). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

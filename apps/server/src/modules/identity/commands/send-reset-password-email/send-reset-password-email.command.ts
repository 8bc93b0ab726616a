import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** GET /user/send-reset-password-email: a password reset link. */
export class SendResetPasswordEmailCommand extends Command<{ Status: 1 }> {
  constructor(
    readonly email: string,
    /** The asking page's language (spec §3 recovery payload): the email follows the account's (ADR 0060). */
    readonly languageId: number,
    /** The site's base URL (the reset link). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

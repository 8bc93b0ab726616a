import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** Emails the owner their appraisal as a PDF (`POST /tradein/send-email-pdf`). */
export class SendEmailPdfCommand extends Command<{ sent: true }> {
  constructor(readonly tradeInId: string, readonly meta: CommandMeta) {
    super();
  }
}

import type { CreditPageAnswerInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** Saves one wizard page's answer; answers the next page that applies. */
export class SaveCreditApplicationPageCommand extends Command<Written<{ applicationId: string; nextPage: string | null }>> {
  constructor(
    readonly entry: CreditPageAnswerInput,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

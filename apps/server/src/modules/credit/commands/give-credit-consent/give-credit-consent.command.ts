import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** Records the applicant's consent to the soft pull, with the version of the notice they read. */
export class GiveCreditConsentCommand extends Command<Written<{ applicationId: string }>> {
  constructor(
    readonly applicationId: string,
    readonly consent: boolean,
    readonly noticeVersion: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

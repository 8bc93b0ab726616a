import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** The applicant asks a person to review the automated decision (Law 25, s.12.1). */
export class RequestCreditReviewCommand extends Command<Written<{ applicationId: string }>> {
  constructor(
    readonly applicationId: string,
    readonly reason: string | null,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

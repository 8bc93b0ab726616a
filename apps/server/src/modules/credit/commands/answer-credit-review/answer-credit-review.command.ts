import type { CreditOutcome } from '@marketplace/domain';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** A super admin answers a review request with the outcome that stands and a message; the applicant is emailed. */
export class AnswerCreditReviewCommand extends Command<Written<{ applicationId: string }>> {
  constructor(
    readonly applicationId: string,
    readonly outcome: CreditOutcome,
    readonly message: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import type { CoApplicantAnswers } from '@marketplace/domain';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/**
 * Adds a co-applicant to the caller's draft application (a joint application, issue 42, ADR 0063), with the
 * co-applicant's own consent to the current notice. Dispatched by credit's public API for a purchase's finance step;
 * the wizard has no co-applicant page.
 */
export class AddCoApplicantCommand extends Command<Written<{ applicationId: string }>> {
  constructor(
    readonly applicationId: string,
    readonly coApplicant: CoApplicantAnswers,
    readonly consent: boolean,
    readonly noticeVersion: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

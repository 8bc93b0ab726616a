import { creditApplicationDecider, creditApplicationStreamId, DomainError } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { refusedWhileImpersonating } from '../../../../platform/http/endpoint';
import { written } from '../../../../platform/read-your-writes';
import { CreditNotice } from '../../adapters/credit-notice';
import { CreditPersonalData } from '../../adapters/credit-personal-data';
import { AddCoApplicantCommand } from './add-co-applicant.command';

/** Records the co-applicant, sealed with their own key (a dependent subject of the applicant's). */
@CommandHandler(AddCoApplicantCommand)
export class AddCoApplicantHandler implements ICommandHandler<AddCoApplicantCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly personal: CreditPersonalData, private readonly notice: CreditNotice) {}

  async execute({ applicationId, coApplicant, consent, noticeVersion, meta }: AddCoApplicantCommand) {
    // Another person's consent to a bureau pull is recorded by the applicant themself, never by an impersonator.
    if (meta.principal?.impersonatorId) throw refusedWhileImpersonating();
    if (noticeVersion !== this.notice.view().version) throw new DomainError('credit.notice_outdated', 'validation', 'Read the current notice first', 'noticeVersion');
    const userId = meta.principal!.userId;
    const outcome = await this.commands.execute(creditApplicationDecider, creditApplicationStreamId(applicationId), {
      type: 'AddCoApplicant', actorId: userId, coApplicant, consent, noticeVersion, now: meta.now.toISOString(),
    }, meta, { seal: this.personal.sealEvents(userId, applicationId) });
    return written({ applicationId }, outcome.append?.position ?? null);
  }
}

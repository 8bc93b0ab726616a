import { creditApplicationDecider, creditApplicationStreamId, DomainError } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { CreditNotice } from '../../adapters/credit-notice';
import { GiveCreditConsentCommand } from './give-credit-consent.command';

@CommandHandler(GiveCreditConsentCommand)
export class GiveCreditConsentHandler implements ICommandHandler<GiveCreditConsentCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly notice: CreditNotice) {}

  async execute({ applicationId, consent, noticeVersion, meta }: GiveCreditConsentCommand) {
    const notice = this.notice.view();
    // Consent to an older notice is not consent to what we would do now.
    if (noticeVersion !== notice.version) throw new DomainError('credit.notice_outdated', 'validation', 'Read the current notice first', 'noticeVersion');
    const outcome = await this.commands.execute(creditApplicationDecider, creditApplicationStreamId(applicationId), {
      type: 'GiveCreditConsent', actorId: meta.principal!.userId, consent, noticeVersion, bureau: notice.bureau, now: meta.now.toISOString(),
    }, meta);
    return written({ applicationId }, outcome.append?.position ?? null);
  }
}

import { creditApplicationDecider, creditApplicationStreamId, nextPage, type CreditPageAnswers, type SaveCreditPage } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { refusedWhileImpersonating } from '../../../../platform/http/endpoint';
import { written } from '../../../../platform/read-your-writes';
import { CreditPersonalData } from '../../adapters/credit-personal-data';
import { SaveCreditApplicationPageCommand } from './save-credit-application-page.command';

@CommandHandler(SaveCreditApplicationPageCommand)
export class SaveCreditApplicationPageHandler implements ICommandHandler<SaveCreditApplicationPageCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly personal: CreditPersonalData) {}

  async execute({ entry, meta }: SaveCreditApplicationPageCommand) {
    const userId = meta.principal!.userId;
    // The SIN is the applicant's own to give, never an impersonator's; the other pages stay open to support helping them.
    if (entry.page === 'personal-information' && entry.answer.sin && meta.principal?.impersonatorId) throw refusedWhileImpersonating();
    const command: SaveCreditPage = {
      type: 'SaveCreditPage', actorId: userId, page: entry.page, answer: entry.answer as CreditPageAnswers[typeof entry.page], now: meta.now.toISOString(),
    };
    const outcome = await this.commands.execute(creditApplicationDecider, creditApplicationStreamId(entry.applicationId), command, meta, {
      seal: this.personal.sealEvents(userId, entry.applicationId),
    });
    const facts = outcome.state.status === 'none' ? { signedIn: true } : outcome.state.facts;
    return written({ applicationId: entry.applicationId, nextPage: nextPage(entry.page, facts) }, outcome.append?.position ?? null);
  }
}

import { creditApplicationDecider, creditApplicationStreamId, nextPage, type CreditPageAnswers, type SaveCreditPage } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { CreditPersonalData } from '../../application/credit-personal-data';
import { SaveCreditApplicationPageCommand } from './save-credit-application-page.command';

@CommandHandler(SaveCreditApplicationPageCommand)
export class SaveCreditApplicationPageHandler implements ICommandHandler<SaveCreditApplicationPageCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly personal: CreditPersonalData) {}

  async execute({ entry, meta }: SaveCreditApplicationPageCommand) {
    const userId = meta.principal!.userId;
    const command: SaveCreditPage = {
      type: 'SaveCreditPage', actorId: userId, page: entry.page, answer: entry.answer as CreditPageAnswers[typeof entry.page], now: meta.now.toISOString(),
    };
    const outcome = await this.commands.execute(creditApplicationDecider, creditApplicationStreamId(entry.applicationId), command, meta, {
      seal: this.personal.sealEvents(userId),
    });
    const facts = outcome.state.status === 'none' ? { signedIn: true } : outcome.state.facts;
    return written({ applicationId: entry.applicationId, nextPage: nextPage(entry.page, facts) }, outcome.append?.position ?? null);
  }
}

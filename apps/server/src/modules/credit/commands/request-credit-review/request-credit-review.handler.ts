import { creditApplicationDecider, creditApplicationStreamId } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { CreditNotifier } from '../../adapters/credit-notifier';
import { CreditPersonalData } from '../../adapters/credit-personal-data';
import { RequestCreditReviewCommand } from './request-credit-review.command';

@CommandHandler(RequestCreditReviewCommand)
export class RequestCreditReviewHandler implements ICommandHandler<RequestCreditReviewCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly personal: CreditPersonalData, private readonly notifier: CreditNotifier) {}

  async execute({ applicationId, reason, meta }: RequestCreditReviewCommand) {
    const userId = meta.principal!.userId;
    const outcome = await this.commands.execute(creditApplicationDecider, creditApplicationStreamId(applicationId), {
      type: 'RequestHumanReview', actorId: userId, reason, now: meta.now.toISOString(),
    }, meta, { seal: this.personal.sealEvents(userId, applicationId) });
    // Confirmed to the applicant by email too (a failed delivery is logged; the request stands and shows on their page).
    if (outcome.append) await this.notifier.reviewRequested({ ownerId: userId, applicationId, brand: meta.brand });
    return written({ applicationId }, outcome.append?.position ?? null);
  }
}

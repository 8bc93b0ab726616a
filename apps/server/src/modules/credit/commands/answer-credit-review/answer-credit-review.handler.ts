import { creditApplicationDecider, creditApplicationStreamId } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { CreditNotifier } from '../../adapters/credit-notifier';
import { AnswerCreditReviewCommand } from './answer-credit-review.command';

@CommandHandler(AnswerCreditReviewCommand)
export class AnswerCreditReviewHandler implements ICommandHandler<AnswerCreditReviewCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly notifier: CreditNotifier) {}

  async execute({ applicationId, outcome, message, meta }: AnswerCreditReviewCommand) {
    const result = await this.commands.execute(creditApplicationDecider, creditApplicationStreamId(applicationId), {
      type: 'AnswerHumanReview', reviewerId: meta.principal!.userId, outcome, message, now: meta.now.toISOString(),
    }, meta);
    if (result.state.status !== 'none') {
      await this.notifier.reviewAnswered({ ownerId: result.state.ownerId, applicationId, outcome, message: message.trim(), brand: meta.brand });
    }
    return written({ applicationId }, result.append?.position ?? null);
  }
}

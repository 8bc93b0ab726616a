import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BuyerSteps } from '../../streams/buyer-steps';
import { AcceptPriceChangeCommand } from './accept-price-change.command';

/** The buyer accepts the staff change of their held price they were shown; it becomes their price (issue #17 item 1). */
@CommandHandler(AcceptPriceChangeCommand)
export class AcceptPriceChangeHandler implements ICommandHandler<AcceptPriceChangeCommand> {
  constructor(private readonly steps: BuyerSteps) {}

  execute({ body, ctx }: AcceptPriceChangeCommand) {
    return this.steps.run(body.transactionId, ctx, (s) => ({
      type: 'AcceptPriceChange', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), price: body.price,
    }));
  }
}

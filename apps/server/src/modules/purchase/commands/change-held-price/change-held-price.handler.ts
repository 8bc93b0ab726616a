import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PurchaseErrors } from '@marketplace/domain';
import { written } from '../../../../platform/read-your-writes/write-position';
import { buyerOf } from '../../streams/buyer';
import { inInput } from '../../streams/in-input';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { ChangeHeldPriceCommand } from './change-held-price.command';

/**
 * Staff change a buyer's held price on purpose (issue #17 item 1, ADR 0016): recorded on the purchase with who and why;
 * the buyer's price moves only when they accept it, and signing waits for that.
 */
@CommandHandler(ChangeHeldPriceCommand)
export class ChangeHeldPriceHandler implements ICommandHandler<ChangeHeldPriceCommand> {
  constructor(private readonly transactions: TransactionStream) {}

  execute({ body, ctx }: ChangeHeldPriceCommand) {
    return retryOnConflict(2, async () => {
      const loaded = await this.transactions.load(body.transactionId);
      if (!loaded.state.exists) throw PurchaseErrors.transactionNotFound();
      const outcome = await inInput(() => this.transactions.record(loaded, {
        type: 'ChangeHeldPrice', transactionId: body.transactionId, now: ctx.now.toISOString(), staffId: buyerOf(ctx), price: body.price, reason: body.reason,
      }, ctx, { subjectId: loaded.state.exists ? loaded.state.userId : '' }));
      const s = outcome.state;
      return written({ Status: 1 as const, transactionId: body.transactionId, priceChange: s.exists ? s.priceChange : null }, outcome.position);
    });
  }
}

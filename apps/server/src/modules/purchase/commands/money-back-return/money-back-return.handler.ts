import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PurchaseErrors, type MoneyBackCommand } from '@marketplace/domain';
import { written } from '../../../../platform/read-your-writes/write-position';
import { buyerOf } from '../../streams/buyer';
import { inInput } from '../../streams/in-input';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { MoneyBackReturnCommand } from './money-back-return.command';

/** Load once, let the pure decider take the step (who and when from the request), append; each step emails the buyer. */
@CommandHandler(MoneyBackReturnCommand)
export class MoneyBackReturnHandler implements ICommandHandler<MoneyBackReturnCommand> {
  constructor(private readonly transactions: TransactionStream) {}

  execute({ step, ctx }: MoneyBackReturnCommand) {
    const actor = buyerOf(ctx);
    const now = ctx.now.toISOString();
    // The buyer acts as the transaction's user (the decider answers 404 for anyone else); staff steps record who acted.
    const command = (step.type === 'RequestReturn' ? { ...step, now, userId: actor } : { ...step, now, staffId: actor }) as MoneyBackCommand;
    return retryOnConflict(2, async () => {
      const loaded = await this.transactions.load(step.transactionId);
      if (!loaded.state.exists) throw PurchaseErrors.transactionNotFound();
      const outcome = await inInput(() => this.transactions.record(loaded, command, ctx, { subjectId: loaded.state.exists ? loaded.state.userId : '' }));
      return written({ Status: 1 as const, transactionId: step.transactionId }, outcome.position);
    });
  }
}

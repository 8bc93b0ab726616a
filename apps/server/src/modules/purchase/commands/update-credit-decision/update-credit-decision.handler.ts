import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreditDecisionRef } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import { DB } from '../../../../platform/tokens';
import { deterministicUuid } from '../../streams/deterministic-id';
import { CREDIT_DECISION } from '../../process/purchase-deadlines/timer-kinds';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { UpdateCreditDecisionCommand } from './update-credit-decision.command';

/**
 * Finds the transactions that attached the application (purchase.transaction_details, indexed on the application id)
 * and lets the decider record the new decision on each; a redelivery appends nothing (deterministic event ids and the
 * decider's same-decision rule).
 */
@CommandHandler(UpdateCreditDecisionCommand)
export class UpdateCreditDecisionHandler implements ICommandHandler<UpdateCreditDecisionCommand> {
  constructor(private readonly transactions: TransactionStream, @Inject(DB) private readonly db: Kysely<any>, @Inject(CLOCK) private readonly clock: Clock) {}

  async execute({ decision: d }: UpdateCreditDecisionCommand): Promise<void> {
    const rows = await this.db.selectFrom('purchase.transaction_details').select('transaction_id')
      .where(sql<string>`credit_decision->>'applicationId'`, '=', d.applicationId).execute();
    const decision = { applicationId: d.applicationId, outcome: d.outcome, band: d.band, decidedAt: d.decidedAt } as CreditDecisionRef;
    for (const { transaction_id } of rows) {
      const transactionId = String(transaction_id);
      await retryOnConflict(3, async () => {
        const ctx = systemContext(this.clock.now());
        const loaded = await this.transactions.load(transactionId);
        await this.transactions.record(loaded, { type: 'UpdateCreditDecision', transactionId, now: ctx.now.toISOString(), decision }, ctx, {
          subjectId: 'system', eventIds: (i) => deterministicUuid(`${CREDIT_DECISION}:${d.eventId}:${transactionId}:${i}`),
        });
      });
    }
  }
}

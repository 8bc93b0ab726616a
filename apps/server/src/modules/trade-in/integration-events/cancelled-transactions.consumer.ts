import { TransactionCancelledV1 } from '@marketplace/contracts';
import { defineConsumer, type WakeUp } from '../../../platform/integration-events/integration-events';
import { deadlines, type Deadline } from '../../../platform/timers/deadlines';

export const CANCELLED_TRANSACTIONS_CONSUMER = 'trade-in.cancelled-transactions';
export const RELEASE_CONTRACT_COMMITMENT = 'trade-in.release-contract-commitment';

/** What the release timer carries. */
export interface ReleaseCommitmentPayload {
  readonly tradeInId: string;
  readonly transactionId: string;
}

/**
 * A purchase cancelled without a contract (a cancelled transaction is never signed) gives back the trade-in committed
 * to it, e.g. when the signing failed after the commitment and its own release did not happen. A consumer only writes
 * tables in its batch: it sets a deadline due at once, whose timer releases (a no-op when nothing is held any more).
 */
export const cancelledTransactionsConsumer = defineConsumer({
  name: CANCELLED_TRANSACTIONS_CONSUMER,
  schema: 'trade_in',
  tables: [],
  inboxTable: 'cancelled_transactions_inbox',
  subscribesTo: [TransactionCancelledV1],
  async handle(db, events, ctx): Promise<WakeUp[]> {
    if (ctx.mode !== 'live' || events.length === 0) return [];
    const cancelledAt = new Map(events.map((e) => [e.data.transactionId, e.occurredAt]));
    const held = await db.selectFrom('trade_in.trade_ins').select(['id', 'committed_to']).where('committed_to', 'in', [...cancelledAt.keys()]).execute();
    const due: Deadline[] = held.map((row) => ({
      kind: RELEASE_CONTRACT_COMMITMENT, key: row.committed_to as string, version: 1, dueAt: new Date(cancelledAt.get(row.committed_to as string)!),
      payload: { tradeInId: row.id as string, transactionId: row.committed_to as string } satisfies ReleaseCommitmentPayload,
    }));
    await deadlines.schedule(db, due);
    return due;
  },
});

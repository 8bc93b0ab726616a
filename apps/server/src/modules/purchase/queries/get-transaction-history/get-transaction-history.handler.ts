import { getTransactionHistoryRoute } from '@marketplace/contracts';
import { PURCHASE_LIMITS } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { buyerOf } from '../../streams/buyer';
import { GetTransactionHistoryQuery } from './get-transaction-history.query';

const depositStatus = (d: { paid: boolean; refundRequested: boolean; refunded: boolean }) =>
  d.refunded ? 'refunded' : d.refundRequested ? 'refund_requested' : d.paid ? 'paid' : 'none';

/** Reads the transaction list rows (every status) of the caller, newest first. */
@QueryHandler(GetTransactionHistoryQuery)
export class GetTransactionHistoryHandler implements IQueryHandler<GetTransactionHistoryQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ctx }: GetTransactionHistoryQuery) {
    const rows = await this.db.selectFrom('purchase.transaction_list').selectAll().where('user_id', '=', buyerOf(ctx))
      .orderBy('started_at', 'desc').orderBy('transaction_id').limit(500).execute();
    return getTransactionHistoryRoute.response.parse({
      items: rows.map((r) => ({
        transactionId: r.transaction_id,
        vehicle: { vehicleId: r.vehicle_id, year: r.year, make: r.make, model: r.model, trim: r.trim, photoUrl: r.photo_url },
        status: r.status, startedAt: r.started_at,
        deposit: { amount: r.deposit.paid ? PURCHASE_LIMITS.deposit : 0, status: depositStatus(r.deposit) },
        documents: r.contract_url ? [{ kind: 'contract', url: r.contract_url }] : [],
      })),
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PURCHASE_STAFF, PurchaseErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DB } from '../../../../platform/tokens';
import { CurrentTradeInOffer } from '../../adapters/current-trade-in-offer';
import { buyerOf } from '../../streams/buyer';
import { transactionDetailsModel, type TransactionDetailsRow } from './transaction-details.projection';


/** Reads purchase.transaction_details for the queries of the buyer's screens. */
@Injectable()
export class TransactionDetailsRows {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly offers: CurrentTradeInOffer) {}

  private async find(transactionId: string): Promise<TransactionDetailsRow | null> {
    const row = await this.db.selectFrom('purchase.transaction_details').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
    return row ? transactionDetailsModel.fromColumns(row) : null;
  }

  /** The caller's transaction, or 404 (someone else's is not revealed); its trade-in's offer as it is now. */
  async owned(transactionId: string, ctx: RequestContext): Promise<TransactionDetailsRow> {
    const row = await this.find(transactionId);
    if (!row || row.userId !== buyerOf(ctx)) throw PurchaseErrors.transactionNotFound();
    return { ...row, tradeIn: await this.offers.of(row.tradeIn, row.userId, transactionId, ctx.now) };
  }

  /** The transaction, for its buyer or staff (files: licence images, the contract). */
  async forOwnerOrStaff(transactionId: string, ctx: RequestContext): Promise<TransactionDetailsRow> {
    const row = await this.find(transactionId);
    const staff = ctx.principal !== null && PURCHASE_STAFF.includes(ctx.principal.userTypeId);
    if (!row || (row.userId !== buyerOf(ctx) && !staff)) throw PurchaseErrors.transactionNotFound();
    return row;
  }

  /** The buyer's unfinished transaction for a vehicle (the newest), or null. */
  async unfinishedFor(vehicleId: string, ctx: RequestContext): Promise<string | null> {
    const row = await this.db.selectFrom('purchase.transaction_details').select('transaction_id').where('user_id', '=', buyerOf(ctx))
      .where('vehicle_id', '=', vehicleId).where('status', 'in', ['incomplete', 'pending']).orderBy('started_at', 'desc').executeTakeFirst();
    return row ? String(row.transaction_id) : null;
  }
}

import { Injectable } from '@nestjs/common';
import type { TransactionDetails } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LivePrices } from '../../adapters/live-prices';
import { showsHold, transactionDetails, type Prices } from '../../views/transaction-view';
import { vehicleTimer } from '../../views/vehicle-timer-view';
import { PurchaseSettings } from '../../purchase.settings';
import { VehicleHoldsReader } from '../check-vehicle-timer/vehicle-holds.reader';
import type { TransactionDetailsRow } from './transaction-details.projection';

/** TransactionDetails from a row: the row's facts, live prices, and the vehicle's hold while the transaction is open. */
@Injectable()
export class TransactionDetailsView {
  constructor(private readonly prices: LivePrices, private readonly holds: VehicleHoldsReader, private readonly settings: PurchaseSettings) {}

  async of(row: TransactionDetailsRow, ctx: RequestContext): Promise<TransactionDetails> {
    const [prices, hold] = await Promise.all([this.prices.of(row, ctx), this.holdOf(row, ctx)]);
    return transactionDetails(row, prices, hold);
  }

  pricesOf(row: TransactionDetailsRow, ctx: RequestContext): Promise<Prices | null> {
    return this.prices.of(row, ctx);
  }

  private async holdOf(row: TransactionDetailsRow, ctx: RequestContext) {
    if (!showsHold(row)) return null;
    return vehicleTimer(row.vehicle.vehicleId, await this.holds.load(row.vehicle.vehicleId), row.userId, ctx.now, this.settings);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { TransactionDetails } from '@marketplace/contracts';
import {
  evolveTransaction, evolveVehicleHold, initialTransactionState, initialVehicleHoldState, transactionStreamId, vehicleStreamId, type ExistingTransaction,
  type TransactionEvent, type TransactionState, type VehicleHoldEvent,
} from '@marketplace/domain';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { RequestContext } from '../../../platform/http/request-context';
import { EVENT_STORE } from '../../../platform/tokens';
import { PurchaseSettings } from '../purchase.settings';
import { LivePrices } from '../adapters/live-prices';
import { showsHold, transactionDetails } from './transaction-view';
import { vehicleTimer } from './vehicle-timer-view';

/** What the buyer's screens showed at an instant, and the contract as it stood then. */
export interface CustomerViewAtInstant {
  readonly transaction: TransactionDetails;
  readonly contract: { readonly signedAt: string; readonly languages: readonly string[]; readonly url: string } | null;
  /** The purchase and vehicle streams' versions folded (what the view is made of). */
  readonly versions: { readonly purchase: number; readonly vehicle: number };
}

const upTo = (events: readonly RecordedEvent[], at: Date) => events.filter((e) => e.recordedAt.getTime() <= at.getTime());

/**
 * Staff see what the customer saw (issue #15 item 4): the purchase stream and the vehicle stream folded up to an
 * instant with the domain's own evolve, then the buyer's GET answer built from that state by the same code the buyer's
 * GET /api/transactions/... runs (transactionDetails, LivePrices on the held price, the hold timer at that instant).
 * The prices are quoted as of the instant (LivePrices.at): nothing in them depends on what the vehicle or the
 * reference data became since. Null when the transaction did not exist yet at that instant.
 */
@Injectable()
export class CustomerViewAt {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly prices: LivePrices, private readonly settings: PurchaseSettings) {}

  async of(transactionId: string, at: Date, ctx: RequestContext): Promise<CustomerViewAtInstant | null> {
    const purchase = upTo(await this.store.readStream(transactionStreamId(transactionId)), at);
    const state: TransactionState = purchase.reduce((s, e) => evolveTransaction(s, e as unknown as TransactionEvent), initialTransactionState);
    if (!state.exists) return null;
    const s = state as ExistingTransaction;
    const vehicle = upTo(await this.store.readStream(vehicleStreamId(s.vehicle.vehicleId)), at);
    const hold = vehicle.reduce((h, e) => evolveVehicleHold(h, e as unknown as VehicleHoldEvent), initialVehicleHoldState);
    const then: RequestContext = { ...ctx, now: at };
    // A signed purchase is priced as it stood when signed: its vehicle is sold from then on, and the catalog prices no
    // sold vehicle (the buyer's screens kept showing the signed prices).
    const priced = s.contract ? { ...then, now: new Date(Math.min(at.getTime(), Date.parse(s.contract.signedAt))) } : then;
    const prices = await this.prices.at(s, priced);
    const timer = showsHold(s) ? vehicleTimer(s.vehicle.vehicleId, hold, s.userId, at, this.settings) : null;
    return {
      transaction: transactionDetails(s, prices, timer),
      contract: s.contract && { signedAt: s.contract.signedAt, languages: s.contract.languages, url: s.contract.url },
      versions: { purchase: purchase.at(-1)?.streamVersion ?? 0, vehicle: vehicle.at(-1)?.streamVersion ?? 0 },
    };
  }
}

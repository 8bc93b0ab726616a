import { Injectable } from '@nestjs/common';
import type { TransactionDetails } from '@marketplace/contracts';
import { decideTransaction, type ExistingTransaction, type TransactionCommand, type VehicleHoldState } from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { written, type Written } from '../../../platform/read-your-writes/write-position';
import { inInput } from './in-input';
import { LivePrices } from '../adapters/live-prices';
import { showsHold, transactionDetails } from '../views/transaction-view';
import { vehicleTimer } from '../views/vehicle-timer-view';
import { PurchaseSettings } from '../purchase.settings';
import { retryOnConflict, TransactionStream } from './transaction-stream';
import { heldBy, VehicleHoldStream } from './vehicle-hold-stream';

/** Where a step's domain-error fields go in the HTTP input (see inInput). */
export interface InputPlace {
  readonly prefix?: string;
  readonly top?: readonly string[];
}

/**
 * The shape every buyer step shares: read the buyer's transaction and its vehicle once, let `build` turn them into a
 * command, decide and append, answer with the transaction details from the decided state.
 */
@Injectable()
export class BuyerSteps {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly holds: VehicleHoldStream,
    private readonly prices: LivePrices,
    private readonly settings: PurchaseSettings,
  ) {}

  run(
    transactionId: string, ctx: RequestContext, build: (s: ExistingTransaction, vehicleHeld: boolean) => Promise<TransactionCommand> | TransactionCommand,
    place: InputPlace = {},
  ): Promise<Written<TransactionDetails>> {
    return retryOnConflict(2, async () => {
      const loaded = await this.transactions.owned(transactionId, ctx);
      const vehicle = await this.holds.load(loaded.state.vehicle.vehicleId);
      const outcome = await inInput(async () => this.transactions.record(
        loaded, await build(loaded.state, heldBy(vehicle, loaded.state.userId, ctx.now)), ctx, { subjectId: loaded.state.userId },
      ), place.prefix, place.top);
      return written(await this.details(outcome.state as ExistingTransaction, vehicle, ctx), outcome.position);
    });
  }

  /**
   * Decides `build`'s command on the caller's transaction as it is now, appending nothing, and answers the state it
   * read: a step checks its input this way before it asks another context for something that costs (credit's bureau
   * pull), so that a refused step asks nothing. `run` then decides again on what it reads.
   */
  async check(
    transactionId: string, ctx: RequestContext, build: (s: ExistingTransaction, vehicleHeld: boolean) => Promise<TransactionCommand> | TransactionCommand,
    place: InputPlace = {},
  ): Promise<ExistingTransaction> {
    const loaded = await this.transactions.owned(transactionId, ctx);
    const vehicle = await this.holds.load(loaded.state.vehicle.vehicleId);
    await inInput(async () => decideTransaction(await build(loaded.state, heldBy(vehicle, loaded.state.userId, ctx.now)), loaded.state), place.prefix, place.top);
    return loaded.state;
  }

  /** The transaction details a command answers with: its decided state, the vehicle's hold as read, live prices. */
  async details(s: ExistingTransaction, vehicle: VehicleHoldState, ctx: RequestContext): Promise<TransactionDetails> {
    const hold = showsHold(s) ? vehicleTimer(s.vehicle.vehicleId, vehicle, s.userId, ctx.now, this.settings) : null;
    return transactionDetails(s, await this.prices.of(s, ctx), hold);
  }
}

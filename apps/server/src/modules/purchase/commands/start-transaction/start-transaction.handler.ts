import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  LISTING_PRICE_CHANGED, LISTING_PRICE_CHANGED_BY, listingPriceToFollow, PurchaseErrors, type ExistingTransaction, type VehicleSnapshot,
} from '@marketplace/domain';
import { WrongExpectedVersionError } from '../../../../platform/event-store/event-store.errors';
import { written } from '../../../../platform/read-your-writes/write-position';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { buyerOf } from '../../streams/buyer';
import { deterministicUuid } from '../../streams/deterministic-id';
import { inInput } from '../../streams/in-input';
import { BuyerSteps } from '../../streams/buyer-steps';
import { TransactionStream } from '../../streams/transaction-stream';
import { heldBy, VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { StartTransactionCommand } from './start-transaction.command';

/** Enough attempts for any buyer: each cancelled or signed transaction of a vehicle uses one. */
const MAX_ATTEMPTS = 1000;

/**
 * create-customer-vehicle: continue the buyer's unfinished transaction for the vehicle, or start one (startOver: a
 * fresh one). Transaction ids are derived from (buyer, vehicle, attempt): two clicks at once land on the same stream,
 * and the append's "no stream" expectation lets only one start it. Continuing without a deposit after the listing's
 * price moved records that price as a held-price change, which the buyer sees and accepts before signing (ADR 0016).
 */
@CommandHandler(StartTransactionCommand)
export class StartTransactionHandler implements ICommandHandler<StartTransactionCommand> {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly holds: VehicleHoldStream,
    private readonly steps: BuyerSteps,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
  ) {}

  async execute({ body, ctx }: StartTransactionCommand) {
    const userId = buyerOf(ctx);
    const vehicle = await this.catalog.vehicle(body.vehicleId);
    if (!vehicle) throw PurchaseErrors.vehicleNotFound();
    const snapshot: VehicleSnapshot = {
      vehicleId: vehicle.id, vin: vehicle.vin, condition: vehicle.condition, year: vehicle.year, make: vehicle.make, model: vehicle.model,
      trim: vehicle.trim, photo: vehicle.photo, kilometres: vehicle.kilometres, price: vehicle.price, msrp: vehicle.msrp, dealer: vehicle.dealer,
    };
    const hold = await this.holds.load(vehicle.id);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const transactionId = deterministicUuid(`transaction:${userId}:${body.vehicleId}:${attempt}`);
      const loaded = await this.transactions.load(transactionId);
      const now = ctx.now.toISOString();
      try {
        if (loaded.state.exists) {
          if (loaded.state.cancelled || loaded.state.contract) continue;
          if (!body.startOver) {
            const price = listingPriceToFollow(loaded.state, vehicle.price);
            const outcome = price === null ? null : await this.transactions.record(loaded, {
              type: 'ChangeHeldPrice', transactionId, now, staffId: LISTING_PRICE_CHANGED_BY, price, reason: LISTING_PRICE_CHANGED,
            }, ctx, { subjectId: userId });
            const s = (outcome?.state ?? loaded.state) as ExistingTransaction;
            return written({ ...(await this.steps.details(s, hold, ctx)), resumed: true }, outcome?.position ?? null);
          }
          await inInput(() => this.transactions.record(loaded, { type: 'CancelTransaction', transactionId, userId, now, reason: 'start_over' }, ctx, { subjectId: userId }));
          continue;
        }
        const outcome = await inInput(() => this.transactions.record(
          loaded, { type: 'StartTransaction', transactionId, userId, now, vehicle: snapshot, vehicleHeld: heldBy(hold, userId, ctx.now) }, ctx, { subjectId: userId },
        ));
        return written({ ...(await this.steps.details(outcome.state as ExistingTransaction, hold, ctx)), resumed: false }, outcome.position);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        attempt -= 1; // this buyer's other click wrote first: look again
      }
    }
    throw PurchaseErrors.transactionExists();
  }
}

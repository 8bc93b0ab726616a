import { ContractSignedV1 } from '@marketplace/contracts';
import { defineConsumer, type WakeUp } from '../../../platform/integration-events/integration-events';
import { type Deadline, deadlines } from '../../../platform/timers/deadlines';
import { ADD_PURCHASED_VEHICLE } from '../process/add-purchased-vehicle/add-purchased-vehicle.timer';

export const PURCHASES_CONSUMER = 'garage.purchases';

/**
 * A contract signed here puts the vehicle in the buyer's garage. A consumer only writes tables in its batch, so it
 * sets a deadline due at once; its timer dispatches AddPurchasedVehicle (idempotent by the transaction id). A rebuild
 * schedules nothing again. The deadlines are returned so that their wake-ups are enqueued once the batch commits: the
 * car reaches the garage at once, not on the reconciler's next pass (up to a minute later; issue 42 item 7).
 */
export const purchasesConsumer = defineConsumer({
  name: PURCHASES_CONSUMER,
  schema: 'garage',
  tables: [],
  inboxTable: 'purchases_inbox',
  subscribesTo: [ContractSignedV1],
  async handle(db, events, ctx): Promise<WakeUp[]> {
    if (ctx.mode !== 'live') return [];
    const due: Deadline[] = events.map((e) => ({
      kind: ADD_PURCHASED_VEHICLE, key: e.data.transactionId, version: 1, dueAt: new Date(e.occurredAt),
      payload: { transactionId: e.data.transactionId, ownerId: e.data.customerUserId, vehicleId: e.data.vehicle.vehicleId },
    }));
    await deadlines.schedule(db, due);
    return due;
  },
});

import { PurchaseErrors, vehicleHoldDecider, type LockVehicle } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../../../../platform/event-store/event-store.errors';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { written } from '../../../../platform/read-your-writes/write-position';
import { PurchaseSettings } from '../../purchase.settings';
import { buyerOf } from '../../streams/buyer';
import { LiveLockLimit } from '../../streams/live-lock-limit';
import { LOCK_RETRIES, VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { vehicleTimer } from '../../views/vehicle-timer-view';
import { AccessActivity } from '../../personal-data/access-activity';
import { LockVehicleCommand } from './lock-vehicle.command';

/**
 * Spec §4: the 30-minute lock on the vehicle stream (a lapsed lock gives way in the same append), at most
 * `locksPerVehiclePerDay` times a day per buyer and vehicle, and `liveLocksPerBuyer` vehicles at once.
 * Load → decide → lease → append, in that order: the buyer's place among their live locks (a lease beside the stream)
 * is claimed between the decision and the append, and given back when the append does not happen. A lost race reads
 * and decides again; still losing after LOCK_RETRIES means someone else holds the vehicle.
 */
@CommandHandler(LockVehicleCommand)
export class LockVehicleHandler implements ICommandHandler<LockVehicleCommand> {
  constructor(
    private readonly holds: VehicleHoldStream, private readonly settings: PurchaseSettings, private readonly limit: LiveLockLimit,
    private readonly activity: AccessActivity,
  ) {}

  async execute({ vehicleId, ctx }: LockVehicleCommand) {
    const userId = buyerOf(ctx);
    const lock: LockVehicle = {
      type: 'LockVehicle', vehicleId, userId, lockId: randomUUID(), now: ctx.now.toISOString(), lockMinutes: this.settings.lockMinutes,
      locksPerDay: this.settings.locksPerVehiclePerDay,
    };
    const answer = (state: Parameters<typeof vehicleTimer>[1], position: Parameters<typeof written>[1]) =>
      written(vehicleTimer(vehicleId, state, userId, ctx.now, this.settings), position);
    for (let attempt = 0; ; attempt++) {
      const loaded = await this.holds.read(vehicleId);
      const events = vehicleHoldDecider.decide(lock, loaded.state);
      if (events.length === 0) {
        // Locked already by this buyer (a request sent again after its answer was lost): the same moment for a kill.
        crashPoint('lock', vehicleId);
        return answer(loaded.state, null);
      }
      const newPlace = await this.limit.claim(userId, vehicleId, events, ctx.now);
      try {
        const appended = await this.holds.append(vehicleId, loaded, events, ctx);
        crashPoint('lock', vehicleId);
        // Before any purchase of the vehicle: the lock's address is kept by buyer and vehicle (ADR 0087).
        await this.activity.record('lock', { userId, vehicleId, transactionId: null }, ctx);
        return answer(appended.state, appended.position);
      } catch (error) {
        if (newPlace) await this.limit.released(userId, vehicleId);
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= LOCK_RETRIES) throw PurchaseErrors.vehicleLocked();
      }
    }
  }
}

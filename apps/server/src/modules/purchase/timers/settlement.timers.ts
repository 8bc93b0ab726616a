import { Injectable } from '@nestjs/common';
import { systemContext } from '../../../platform/http/request-context';
import type { Deadline } from '../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../platform/timers/timer-service';
import { deterministicUuid } from '../application/deterministic-id';
import { Settlement } from '../application/settlement';
import { VehicleHolds } from '../application/vehicle-holds';
import { RESERVATION_EXPIRY, SETTLE } from './timer-kinds';

/** A transaction event that may move the vehicle or the deposit happened: settle it (retried until it succeeds). */
@Injectable()
export class SettleTimer implements TimerHandler {
  readonly kind = SETTLE;

  constructor(private readonly settlement: Settlement) {}

  fire(deadline: Deadline): Promise<void> {
    return this.settlement.settle(String(deadline.payload.transactionId ?? deadline.key));
  }
}

/**
 * The 5-day reservation's deadline: ExpireReservation for the version it was set for (a stale one does nothing),
 * then settle the transaction, which requests and makes the refund. A crash in between fires the deadline again.
 */
@Injectable()
export class ReservationExpiryTimer implements TimerHandler {
  readonly kind = RESERVATION_EXPIRY;

  constructor(private readonly holds: VehicleHolds, private readonly settlement: Settlement) {}

  async fire(deadline: Deadline): Promise<void> {
    const vehicleId = String(deadline.payload.vehicleId ?? deadline.key);
    const now = new Date();
    const outcome = await this.holds.execute(
      { type: 'ExpireReservation', vehicleId, reservationVersion: deadline.version, now: now.toISOString() },
      systemContext(now),
      (i) => deterministicUuid(`${RESERVATION_EXPIRY}:${vehicleId}:${deadline.version}:${i}`),
    );
    const r = outcome.state.reservation;
    if (outcome.events.length === 0 && r?.version === deadline.version && Date.parse(r.expiresAt) > now.getTime()) {
      throw new Error(`reservation of ${vehicleId} is due at ${r.expiresAt}`);
    }
    const transactionId = String(deadline.payload.transactionId ?? '');
    if (transactionId) await this.settlement.settle(transactionId);
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import { deterministicUuid } from '../../streams/deterministic-id';
import { RESERVATION_EXPIRY } from '../../process/purchase-deadlines/timer-kinds';
import { NotYetDue } from '../expire-lock/expire-lock.handler';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { ExpireReservationCommand } from './expire-reservation.command';

/** The 5-day reservation ends for the version it was set for (a stale timer appends nothing). */
@CommandHandler(ExpireReservationCommand)
export class ExpireReservationHandler implements ICommandHandler<ExpireReservationCommand> {
  constructor(private readonly holds: VehicleHoldStream, @Inject(CLOCK) private readonly clock: Clock) {}

  async execute({ vehicleId, reservationVersion }: ExpireReservationCommand): Promise<void> {
    const now = this.clock.now();
    const outcome = await this.holds.execute(
      { type: 'ExpireReservation', vehicleId, reservationVersion, now: now.toISOString() },
      systemContext(now),
      { eventIds: (i) => deterministicUuid(`${RESERVATION_EXPIRY}:${vehicleId}:${reservationVersion}:${i}`) },
    );
    const r = outcome.state.reservation;
    if (outcome.events.length === 0 && r?.version === reservationVersion && Date.parse(r.expiresAt) > now.getTime()) {
      throw new NotYetDue(`reservation of ${vehicleId} is due at ${r.expiresAt}`);
    }
  }
}

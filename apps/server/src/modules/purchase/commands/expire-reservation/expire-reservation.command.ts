import { Command } from '@nestjs/cqrs';

/** Dispatched by the reservation-expiry timer with the reservation version its deadline was set for. */
export class ExpireReservationCommand extends Command<void> {
  constructor(readonly vehicleId: string, readonly reservationVersion: number) {
    super();
  }
}

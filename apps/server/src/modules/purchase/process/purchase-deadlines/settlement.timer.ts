import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { ExpireReservationCommand } from '../../commands/expire-reservation/expire-reservation.command';
import { SettleTransactionCommand } from '../../commands/settle-transaction/settle-transaction.command';
import { RESERVATION_EXPIRY, SETTLE } from './timer-kinds';

/** A transaction event that may move the vehicle or the deposit happened: settle it (retried until it succeeds). */
@Injectable()
export class SettleTimer implements TimerHandler {
  readonly kind = SETTLE;

  constructor(private readonly commands: CommandBus) {}

  fire(deadline: Deadline): Promise<void> {
    return this.commands.execute(new SettleTransactionCommand(String(deadline.payload.transactionId ?? deadline.key)));
  }
}

/**
 * The 5-day reservation's deadline: ExpireReservation for the version it was set for, then settle the transaction,
 * which requests and makes the refund. A crash in between fires the deadline again.
 */
@Injectable()
export class ReservationExpiryTimer implements TimerHandler {
  readonly kind = RESERVATION_EXPIRY;

  constructor(private readonly commands: CommandBus) {}

  async fire(deadline: Deadline): Promise<void> {
    await this.commands.execute(new ExpireReservationCommand(String(deadline.payload.vehicleId ?? deadline.key), deadline.version));
    const transactionId = String(deadline.payload.transactionId ?? '');
    if (transactionId) await this.commands.execute(new SettleTransactionCommand(transactionId));
  }
}

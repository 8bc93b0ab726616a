import { Command } from '@nestjs/cqrs';

/** Dispatched by the settle and reservation-expiry timers (retried until it succeeds; every step is idempotent). */
export class SettleTransactionCommand extends Command<void> {
  constructor(readonly transactionId: string) {
    super();
  }
}

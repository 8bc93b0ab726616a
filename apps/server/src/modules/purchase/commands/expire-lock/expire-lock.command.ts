import { Command } from '@nestjs/cqrs';

/** Dispatched by the lock-expiry timer with the lock version its deadline was set for. */
export class ExpireLockCommand extends Command<void> {
  constructor(readonly vehicleId: string, readonly lockVersion: number) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** The signed-in user subscribes to (or leaves) the trade-in price-change emails. */
export class SetPriceChangeSubscriptionCommand extends Command<{ subscribed: boolean }> {
  constructor(readonly subscribed: boolean, readonly meta: CommandMeta) {
    super();
  }
}

/** Whoever holds an email's unsubscribe token leaves the price-change emails. */
export class UnsubscribeByTokenCommand extends Command<{ unsubscribed: boolean }> {
  constructor(readonly token: string, readonly meta: CommandMeta) {
    super();
  }
}

import type { TradeInDetails } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** One trade-in of its owner, as the wizard and the details screen show it (null: not theirs, or none). */
export class GetTradeInDetailsQuery extends Query<TradeInDetails | null> {
  constructor(readonly tradeInId: string, readonly ownerId: string) {
    super();
  }
}

/** The owner's latest trade-in that was not discarded: the one to continue or start over. */
export class GetCurrentTradeInQuery extends Query<TradeInDetails | null> {
  constructor(readonly ownerId: string) {
    super();
  }
}

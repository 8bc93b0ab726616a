import { tradeInDecider, tradeInStreamId, usableOffer } from '@marketplace/domain';
import { Injectable } from '@nestjs/common';
import { EventSourcedCommands } from '../../platform/commands/event-sourced-commands';

export interface UsableTradeInValue {
  /** Cents. */
  readonly value: number;
  readonly priceLow: number;
  readonly priceHigh: number;
  readonly expiresAt: string;
}

/**
 * What other modules (purchase) may ask the trade-in context, injectable once TradeInModule is imported. Decisions
 * about money read the stream (exact), never the read model.
 */
@Injectable()
export class TradeInPublicApi {
  constructor(private readonly commands: EventSourcedCommands) {}

  /** The value a purchase may take: the owner's confirmed offer, or their offer while it is valid; else null. */
  async usableTradeInValue(tradeInId: string, userId: string, now: Date): Promise<UsableTradeInValue | null> {
    const { state } = await this.commands.load(tradeInDecider, tradeInStreamId(tradeInId));
    const offer = usableOffer(state, userId, now.toISOString());
    return offer ? { value: offer.value, priceLow: offer.priceLow, priceHigh: offer.priceHigh, expiresAt: offer.expiresAt } : null;
  }
}

import { Injectable } from '@nestjs/common';
import type { TradeInChoice } from '@marketplace/domain';
import { TradeInPublicApi } from '../../trade-in/trade-in.public';

/**
 * A saved trade-in's offer as the trade-in module holds it now (issue 47): the step saved the offer's expiry as it
 * was, but the offer may since have been confirmed (it no longer lapses) or extended. While it is the same offer (the
 * same value, on no other contract), its current expiry counts; a lapsed, changed or discarded one stays as saved, and
 * the buyer appraises again or chooses another.
 */
@Injectable()
export class CurrentTradeInOffer {
  constructor(private readonly tradeIns: TradeInPublicApi) {}

  async of<T extends TradeInChoice | null>(saved: T, userId: string, transactionId: string, now: Date): Promise<T> {
    if (!saved || saved.skip || !saved.tradeInId || saved.offerExpiresAt === undefined) return saved;
    const current = await this.tradeIns.appraisalForPurchase(saved.tradeInId, userId, now, transactionId);
    if (typeof current === 'string' || current.value !== saved.value || current.offerExpiresAt === saved.offerExpiresAt) return saved;
    return { ...saved, offerExpiresAt: current.offerExpiresAt };
  }
}

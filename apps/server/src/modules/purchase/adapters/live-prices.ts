import { Inject, Injectable } from '@nestjs/common';
import type { CreditDecisionRef, ExistingTransaction } from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { CatalogPublicApi, type QuoteOptions } from '../../catalog/catalog.public';
import { creditRate, dealPrices } from './deal-prices';
import { quoteRequestOf, type Prices, type TransactionView } from '../views/transaction-view';

/**
 * Live prices of a transaction: the catalog's quote maths (the same as POST /api/pricing/quote) on the buyer's choices
 * and on the buyer's held price (vehicle.price), never the listing's current one: one answer shows one price.
 */
@Injectable()
export class LivePrices {
  constructor(@Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi) {}

  async of(s: TransactionView, ctx: RequestContext): Promise<Prices | null> {
    return orNull(this.quote(s, ctx));
  }

  /**
   * The prices as the buyer was shown them at `ctx.now` (the audit's customer view, ADR 0028), from the transaction
   * folded up to that instant: the vehicle as its stream stood then, the plan and delivery prices recorded with the
   * buyer's choices, the taxes in force on that day. Null where the buyer's screen had none (e.g. the vehicle was sold).
   */
  at(s: ExistingTransaction, ctx: RequestContext): Promise<Prices | null> {
    return orNull(this.quote(s, ctx, { protectionPlanPrice: s.protectionPlan?.plan?.price ?? 0, deliveryPrice: s.delivery?.price ?? 0 }));
  }

  /**
   * The same, with the quote's field error when the choices cannot be priced (e.g. a 72-month lease). Finance and lease
   * are priced at the rate of `credit` (default: the decision attached to the transaction), never a typed one (ADR 0057).
   */
  async quote(s: TransactionView, ctx: RequestContext, asOf?: QuoteOptions['asOf'], credit: CreditDecisionRef | null = s.creditDecision): Promise<Prices> {
    const request = quoteRequestOf(s, ctx.now.toISOString(), creditRate(credit));
    const quote = await this.catalog.quote(request, ctx, { heldPrice: s.vehicle.price, asOf });
    return dealPrices(quote, request, credit);
  }
}

async function orNull(prices: Promise<Prices>): Promise<Prices | null> {
  try {
    return await prices;
  } catch {
    return null; // e.g. the vehicle is sold (after signing): the contract keeps the signed total
  }
}

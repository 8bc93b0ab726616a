import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../../../platform/http/request-context';
import { CatalogPublicApi } from '../../catalog/catalog.public';
import { quoteRequestOf, type Prices, type TransactionView } from './transaction-view';

/**
 * Live prices of a transaction: the catalog's quote maths (the same as POST /api/pricing/quote) on the buyer's choices
 * and on the buyer's held price (vehicle.price), never the listing's current one: one answer shows one price.
 */
@Injectable()
export class LivePrices {
  constructor(@Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi) {}

  async of(s: TransactionView, ctx: RequestContext): Promise<Prices | null> {
    try {
      return await this.quote(s, ctx);
    } catch {
      return null; // e.g. the vehicle is sold (after signing): the contract keeps the signed total
    }
  }

  /** The same, with the quote's field error when the choices cannot be priced (e.g. a 72-month lease). */
  async quote(s: TransactionView, ctx: RequestContext): Promise<Prices> {
    const request = quoteRequestOf(s, ctx.now.toISOString());
    return { ...(await this.catalog.quote(request, ctx, { heldPrice: s.vehicle.price })), province: request.province };
  }
}

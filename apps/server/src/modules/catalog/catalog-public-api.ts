import { Inject, Injectable } from '@nestjs/common';
import type { QuoteRequest } from '@marketplace/contracts';
import { allInPrice } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../platform/http/request-context';
import { DB } from '../../platform/tokens';
import { InventoryQueries } from './inventory/inventory.queries';
import { PricingService } from './pricing/pricing.service';
import { findDeliveryType, findPriceRecord, findProtectionPlan, readDeliveryTypes, readProtectionPlans } from './reference/catalog-reads';

/**
 * What other modules (purchase next) may ask the catalog, injectable once CatalogModule is imported. Reads come
 * from the listing read model (eventually consistent); for a decision that must be exact, fold the vehicle stream.
 */
@Injectable()
export class CatalogPublicApi {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly inventory: InventoryQueries,
    private readonly pricing: PricingService,
  ) {}

  protectionPlans() {
    return readProtectionPlans(this.db);
  }

  protectionPlan(id: number) {
    return findProtectionPlan(this.db, id);
  }

  deliveryTypes() {
    return readDeliveryTypes(this.db);
  }

  deliveryType(id: number) {
    return findDeliveryType(this.db, id);
  }

  priceRecord(q: { trimId: number; geographyCode?: string; country?: string; languageId?: number }) {
    return findPriceRecord(this.db, q);
  }

  /** A vehicle as a purchase sees it (all money in cents; `price` is the advertised all-in price), or null. */
  async vehicle(id: string) {
    const row = await this.inventory.row(id);
    if (!row) return null;
    return {
      id: row.id, version: row.version, status: row.status, condition: row.condition, vin: row.vin, year: row.year,
      make: row.make, model: row.model, trim: row.trim, trimId: row.trimId, kilometres: row.kilometres,
      photo: row.photo, price: row.price, vehiclePrice: row.vehiclePrice, msrp: row.detail.msrp,
      priceBreakdown: allInPrice(row.vehiclePrice, row.detail.fees), dealer: row.detail.dealer,
    };
  }

  /**
   * Spec §4 recalculation for a vehicle (same as POST /api/pricing/quote). `heldPrice`: a buyer's price held from the
   * lock (purchase), used instead of the listing's current price (issue #17 item 1).
   */
  quote(request: QuoteRequest, ctx: RequestContext, options: { heldPrice?: number } = {}) {
    return this.pricing.quote(request, ctx, options);
  }
}

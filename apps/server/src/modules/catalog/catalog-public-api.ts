import { Inject, Injectable } from '@nestjs/common';
import type { QuoteRequest } from '@marketplace/contracts';
import { allInPrice } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../platform/http/request-context';
import { DB } from '../../platform/tokens';
import { THIRD_PARTY_SECRETS } from './admin/api-configs';
import type { SecretBox } from './admin/secret-box';
import type { PriceGuideConnection } from './ports/price-guide-provider.port';
import { InventoryQueries } from './inventory/inventory.queries';
import { PricingService, type QuoteOptions } from './pricing/pricing.service';
import { VehicleCommands, type BulkListItem, type BulkListOutcome } from './vehicles/vehicle-commands';
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
    @Inject(THIRD_PARTY_SECRETS) private readonly box: SecretBox,
    private readonly vehicles: VehicleCommands,
  ) {}

  /**
   * Lists a batch of vehicles (dealer inventory feed imports): one outcome per item, in order; a bad item never fails
   * the others. Item ids are the caller's (deterministic), so the same batch again lists nothing twice.
   */
  listVehicles(items: readonly BulkListItem[], ctx: RequestContext): Promise<BulkListOutcome[]> {
    return this.vehicles.listMany(items, ctx);
  }

  /** The newest active price-guide configuration of a provider, its API key opened; null when none is active. */
  async activePriceGuide(provider: string): Promise<(PriceGuideConnection & { readonly configId: number }) | null> {
    const row = await this.db.selectFrom('catalog.api_configs').selectAll().where('provider', '=', provider).where('active', '=', true)
      .orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row) return null;
    return { configId: row.id, provider: row.provider, baseUrl: row.base_url, username: row.username, apiKey: row.api_key_enc ? this.box.open(row.api_key_enc) : null };
  }

  /** Records a call to a price-guide provider in the api logs (what get-api-logs answers). */
  async logPriceGuideCall(call: {
    configId: number; provider: string; operation: string; outcome: 'ok' | 'error'; durationMs: number; message: string;
  }): Promise<void> {
    await this.db.insertInto('catalog.api_logs').values({
      config_id: call.configId, provider: call.provider, operation: call.operation, outcome: call.outcome,
      duration_ms: Math.round(call.durationMs), message: call.message.slice(0, 500),
    }).execute();
  }

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

  /** A company's available vehicles, newest first, as inventory cards (the dealer's embeddable widget). */
  companyInventory(companyId: number, limit: number) {
    return this.inventory.ofCompany(companyId, limit);
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
   * lock (purchase), used instead of the listing's current price (issue #17 item 1). `asOf`: the quote as it was at
   * `ctx.now`, on the plan and delivery prices the buyer chose (the audit's customer view, ADR 0028).
   */
  quote(request: QuoteRequest, ctx: RequestContext, options: QuoteOptions = {}) {
    return this.pricing.quote(request, ctx, options);
  }
}

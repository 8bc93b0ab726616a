import { Inject, Injectable } from '@nestjs/common';
import type { QuoteRequest, VehicleDetail, VehicleSearchQuery } from '@marketplace/contracts';
import { allInPrice, normalizeVin } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../platform/http/request-context';
import { DB } from '../../platform/tokens';
import { THIRD_PARTY_SECRETS } from './adapters/api-configs';
import type { SecretBox } from './adapters/secret-box';
import type { PriceGuideConnection } from './adapters/price-guide-provider.port';
import { InventoryQueries, toDetail } from './queries/search-vehicles/listing-reads';
import { QuotePricing, type QuoteOptions } from './queries/get-quote/quote-pricing';
import { VehicleCommands, type BulkListItem, type BulkListOutcome } from './streams/vehicle-stream';
import { findCompany, findDeliveryType, findPriceRecord, findTrims, findProtectionPlan, readDeliveryTypes, readProtectionPlans } from './adapters/reference/catalog-reads';
import { valuationInputs, type TrimValuationBasis } from './adapters/reference/vehicle-reference';

/**
 * What other modules (purchase next) may ask the catalog, injectable once CatalogModule is imported. Reads come
 * from the listing read model (eventually consistent); for a decision that must be exact, fold the vehicle stream.
 */
@Injectable()
export class CatalogPublicApi {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly inventory: InventoryQueries,
    private readonly quotes: QuotePricing,
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

  /**
   * What an inventory import checks a batch against before listing it (issue #45 item 8, ADR 0076): each trim's model
   * year and MSRP (in cents: the company's province's price record, else the trim's lowest in Canada; null without
   * one), and the company holding each VIN in an available (not sold) listing.
   */
  async importFacts(q: { companyId: number; trimIds: readonly number[]; vins: readonly string[] }): Promise<{
    trims: Map<number, { year: number; msrp: number | null }>; vinCompanies: Map<string, number>;
  }> {
    const trimIds = [...new Set(q.trimIds)];
    const vins = [...new Set(q.vins.map(normalizeVin))];
    const [trims, company, records, listings] = await Promise.all([
      findTrims(this.db, trimIds),
      findCompany(this.db, q.companyId),
      trimIds.length === 0 ? [] : this.db.selectFrom('catalog.price_records').select(['trim_id', 'geography_code', 'msrp'])
        .where('trim_id', 'in', trimIds).where('country', '=', 'CA').execute(),
      vins.length === 0 ? [] : this.db.selectFrom('catalog.vehicle_listings').select(['vin', 'company_id'])
        .where('vin', 'in', vins).where('status', '!=', 'sold').execute(),
    ]);
    const msrpOf = (trimId: number) => {
      const own = records.filter((r) => r.trim_id === trimId);
      const inProvince = own.find((r) => r.geography_code === company?.province);
      const msrps = (inProvince ? [inProvince] : own).map((r) => Number(r.msrp));
      return msrps.length === 0 ? null : Math.min(...msrps);
    };
    return {
      trims: new Map([...trims.values()].map((t) => [t.trimId, { year: t.year, msrp: msrpOf(t.trimId) }])),
      vinCompanies: new Map(listings.map((l) => [l.vin as string, l.company_id as number])),
    };
  }

  /**
   * A trade-in valuation's inputs in one round trip: the trim's valuation basis (null without a trim) and, when
   * `provider` is given, its newest active price-guide configuration with the API key opened (null when none is active).
   */
  async valuationInputs(q: { trimId: number | null; province: string; provider?: string }): Promise<{
    basis: TrimValuationBasis | null; priceGuide: (PriceGuideConnection & { readonly configId: number }) | null;
  }> {
    if (q.trimId === null && q.provider === undefined) return { basis: null, priceGuide: null };
    const { basis, config } = await valuationInputs(this.db, q.trimId, q.province, q.provider ?? null);
    return {
      basis,
      priceGuide: config && { configId: config.id, provider: config.provider, baseUrl: config.base_url, username: config.username, apiKey: config.api_key_enc ? this.box.open(config.api_key_enc) : null },
    };
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

  /** A vehicle's page as the public sees it (the server's head tags, ADR 0061), whatever its status; null when never listed. */
  async vehiclePage(id: string): Promise<VehicleDetail | null> {
    const row = await this.inventory.row(id);
    return row ? toDetail(row) : null;
  }

  /** A page of the public inventory search (the inventory page's head, ADR 0061), as GET /api/catalog/vehicles answers it. */
  searchInventory(query: VehicleSearchQuery) {
    return this.inventory.search(query);
  }

  /** Every available vehicle's naming and last change, by id (the sitemaps, ADR 0061): read at once, never cached. */
  availableListings() {
    return this.inventory.availableListings();
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
    return this.quotes.quote(request, ctx, options);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { QuoteRequest, QuoteResponse } from '@marketplace/contracts';
import {
  DEFAULT_LEASE_KM_PER_YEAR, DomainError, leaseResidualBase, leaseResidualPercent, localDate, recalculate, taxesFor, toProvince, type PaymentFrequency,
} from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DB } from '../../../../platform/tokens';
import { InventoryQueries } from '../search-vehicles/listing-reads';
import { fromColumns, type ListingRow } from '../search-vehicles/vehicle-listings.projection';
import { activeDeliveryType, activeProtectionPlan, leaseTermsOf, residualPriceRecord } from '../../adapters/reference/catalog-reads';
import { inInput } from '../../streams/vehicle-stream';

/** recalculate()'s field names -> the quote request's. */
const QUOTE_FIELDS: Record<string, string> = {
  'finance.downPayment': 'body.downPayment',
  'lease.downPayment': 'body.downPayment',
  'lease.msrp': 'body.vehicleId',
  kilometers: 'body.kilometresPerYear',
  productPrice: 'body.vehicleId',
};

/** What a quote prices besides the request: the vehicle's row, the plan and delivery prices, the lessor's residuals. */
interface QuoteInputs {
  readonly row: ListingRow;
  readonly protectionPlanPrice: number;
  readonly deliveryPrice: number;
  /** A new vehicle's lease terms from its trim's price record (ADR 0021); empty for a used one or without a record. */
  readonly leaseTerms: ReturnType<typeof leaseTermsOf>;
}

export interface QuoteOptions {
  /** A buyer's price held from the lock (ADR 0016), instead of the listing's current price. */
  readonly heldPrice?: number;
  /**
   * The quote as it was at `ctx.now` (the audit's "what the customer saw", ADR 0028): the vehicle as its stream stood
   * then (a vehicle sold since was still priced before its sale), and the plan and delivery prices the buyer chose, as
   * the purchase recorded them with the choice, instead of today's reference tables (0 when none is chosen). A new
   * vehicle's lease residual still reads its trim's price record: those are seeded reference data with no edit path.
   */
  readonly asOf?: { readonly protectionPlanPrice: number; readonly deliveryPrice: number };
}

/**
 * Spec §4 prices of one listed vehicle: what POST /api/pricing/quote answers and what other contexts ask through
 * CatalogPublicApi.quote (a held price, a quote as it was).
 */
@Injectable()
export class QuotePricing {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly inventory: InventoryQueries) {}

  /** Spec §4 recalculation for one listed vehicle; every amount in cents. */
  async quote(body: QuoteRequest, ctx: RequestContext, options: QuoteOptions = {}): Promise<QuoteResponse> {
    const { row, protectionPlanPrice, deliveryPrice, leaseTerms } = options.asOf ? await this.inputsAsOf(body, ctx, options.asOf) : await this.inputsNow(body);
    const on = localDate(ctx.now, body.province);
    const productPrice = options.heldPrice ?? row.price;
    const msrp = row.detail.msrp ?? row.vehiclePrice;
    const residualPercent = await inInput(
      async () => leaseResidualPercent(leaseTerms, body.termMonths, body.kilometresPerYear ?? DEFAULT_LEASE_KM_PER_YEAR), QUOTE_FIELDS,
    );
    const prices = await inInput(async () => recalculate({
      province: toProvince(body.province),
      productPrice,
      protectionPlanPrice,
      deliveryPrice,
      tradeIn: body.tradeIn,
      taxes: taxesFor(body.province, { on, price: productPrice }),
      vehicleCondition: row.condition,
      paymentMethod: body.paymentMethod,
      finance: { downPayment: body.downPayment, termMonths: body.termMonths, ratePercent: body.ratePercent },
      lease: {
        downPayment: body.downPayment, termMonths: body.termMonths, ratePercent: body.ratePercent, residualPercent,
        msrp: leaseResidualBase({ condition: row.condition, msrp: row.detail.msrp, vehiclePrice: row.vehiclePrice }),
        kilometresPerYear: body.kilometresPerYear ?? DEFAULT_LEASE_KM_PER_YEAR,
      },
      frequency: body.frequency as PaymentFrequency,
    }), QUOTE_FIELDS);
    return {
      vehicleId: row.id,
      currency: 'CAD',
      moneyUnit: 'cents',
      province: body.province,
      on,
      productPrice,
      msrp,
      protectionPlanPrice,
      deliveryPrice,
      ...prices,
    };
  }

  /**
   * Today's listing and reference tables, in one statement (a quote is on the path of every purchase screen): the
   * listing row, the chosen plan's and delivery type's prices, and a new vehicle's price-record lease terms. Checked
   * in that order: the vehicle, the plan, the delivery type.
   */
  private async inputsNow(body: QuoteRequest): Promise<QuoteInputs> {
    const found = await this.db.selectFrom('catalog.vehicle_listings as l').selectAll('l')
      .select((eb) => [
        body.protectionPlanId === undefined ? sql<null>`null`.as('quote_plan_price')
          : activeProtectionPlan(eb, body.protectionPlanId).select('price').as('quote_plan_price'),
        body.deliveryTypeId === undefined ? sql<null>`null`.as('quote_delivery_price')
          : activeDeliveryType(eb, body.deliveryTypeId).select('price').as('quote_delivery_price'),
        eb.case().when('l.condition', '=', 'new')
          .then(residualPriceRecord(eb, eb.ref('l.trim_id'), body.province).select('lease'))
          .else(null).end().as('quote_lease'),
      ])
      .where('l.id', '=', body.vehicleId)
      .executeTakeFirst();
    const row = priceable(found ? fromColumns(found) : null);
    if (body.protectionPlanId !== undefined && found!.quote_plan_price === null) {
      throw new DomainError('catalog.protection_plan_not_found', 'not_found', 'No such protection plan', 'body.protectionPlanId');
    }
    if (body.deliveryTypeId !== undefined && found!.quote_delivery_price === null) {
      throw new DomainError('catalog.delivery_type_not_found', 'not_found', 'No such delivery type', 'body.deliveryTypeId');
    }
    return {
      row, protectionPlanPrice: Number(found!.quote_plan_price ?? 0), deliveryPrice: Number(found!.quote_delivery_price ?? 0),
      leaseTerms: leaseTermsOf(found!.quote_lease),
    };
  }

  /** The vehicle's stream at `ctx.now` and the prices the caller recorded; of the reference tables, only the price record. */
  private async inputsAsOf(body: QuoteRequest, ctx: RequestContext, asOf: NonNullable<QuoteOptions['asOf']>): Promise<QuoteInputs> {
    const row = priceable(await this.inventory.rowAt(body.vehicleId, ctx.now));
    const record = row.condition === 'new' ? await residualPriceRecord(this.db, row.trimId, body.province).select('lease').executeTakeFirst() : undefined;
    return { row, ...asOf, leaseTerms: leaseTermsOf(record?.lease) };
  }
}

/** A listed vehicle that is not sold (at the instant the row stands for). */
function priceable(row: ListingRow | null): ListingRow {
  if (!row) throw new DomainError('catalog.vehicle_not_found', 'not_found', 'No such vehicle', 'body.vehicleId');
  if (row.status === 'sold') throw new DomainError('catalog.vehicle_sold', 'conflict', 'The vehicle is sold', 'body.vehicleId');
  return row;
}

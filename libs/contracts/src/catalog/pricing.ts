import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { DealSchema } from '../purchase/deal';
import { MoneyCents, MoneyCentsQuery, CatalogIsoDateInput, ProvinceInput, Id } from './common';

export const TAX_NAMES = ['GST', 'HST', 'QST', 'PST', 'RST'] as const;
export const TaxRateSchema = z.object({ name: z.enum(TAX_NAMES), percent: z.number() });

export const taxesRoute = defineRoute({
  method: 'GET',
  path: '/pricing/taxes',
  summary: "Sales taxes on a vehicle sold in a province, in force today (the province's own calendar day) or on a given date",
  tags: ['pricing'],
  query: z.object({
    province: ProvinceInput,
    price: MoneyCentsQuery.optional().describe("Vehicle price in cents; selects British Columbia's PST tier"),
    on: CatalogIsoDateInput.optional().describe('The date to answer for (default: today in the province)'),
  }),
  response: z.object({
    province: z.string(),
    on: z.string().describe('The date the rates are for'),
    taxes: z.array(TaxRateSchema),
  }),
});

/** Spec §7 "GET get-taxes": every province's rates today (or one province's). */
export const getTaxesRoute = defineRoute({
  method: 'GET',
  path: '/get-taxes',
  summary: 'Sales taxes in force today for every province and territory (or one with ?province=)',
  tags: ['pricing'],
  query: z.object({ province: ProvinceInput.optional() }),
  response: z.object({
    on: z.string(),
    provinces: z.array(z.object({ province: z.string(), taxes: z.array(TaxRateSchema) })),
  }),
});

export const PAYMENT_FREQUENCIES = [52, 26, 12, 1] as const;

const frequency = z
  .number()
  .refine((n) => (PAYMENT_FREQUENCIES as readonly number[]).includes(n), {
    message: 'Frequency must be 52 (weekly), 26 (bi-weekly), 12 (monthly) or 1 (annual)',
    params: { code: 'pricing.invalid_frequency' },
  })
  // The refinement keeps the stable error code; the cast gives the parsed body the domain's literal union (checked equal
  // in apps/server/src/type-tests).
  .transform((n) => n as (typeof PAYMENT_FREQUENCIES)[number])
  .describe('Payments per year: 52 weekly (default), 26 bi-weekly, 12 monthly, 1 annual');

export const QuoteRequestSchema = z.strictObject({
  vehicleId: z.uuid(),
  province: ProvinceInput,
  paymentMethod: z.enum(['cash', 'finance', 'lease']).default('finance'),
  downPayment: MoneyCents.default(0).describe('MoneyCents'),
  termMonths: z.number().int().min(1).max(120).default(60).describe('A lease runs 24 to 60 months (pricing.invalid_lease_term)'),
  ratePercent: z.number().min(0).max(40).default(1).describe('Yearly rate, percent (1 = 1%)'),
  frequency: frequency.default(52),
  protectionPlanId: Id.optional(),
  deliveryTypeId: Id.optional(),
  kilometresPerYear: z.number().int().min(0).max(100_000).optional().describe("Lease: yearly allowance choosing the lessor's residual (default 20,000)"),
  tradeIn: z
    .strictObject({
      value: MoneyCents,
      balanceDue: MoneyCents.default(0),
      include: z.boolean().default(true),
    })
    .optional(),
});
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

const Term = z.object({ months: z.number().int(), value: z.number().describe('Yearly rate, percent') });

/** The spec's "prices" object (§3), every amount in cents. */
export const QuoteResponseSchema = z.object({
  vehicleId: z.uuid(),
  currency: z.literal('CAD'),
  moneyUnit: z.literal('cents'),
  province: z.string(),
  on: z.string(),
  productPrice: MoneyCents.describe("The vehicle's advertised all-in price"),
  msrp: MoneyCents,
  protectionPlanPrice: MoneyCents,
  deliveryPrice: MoneyCents,
  taxes: z.array(TaxRateSchema.extend({ amount: MoneyCents })),
  levies: z.array(z.object({ name: z.string(), amount: MoneyCents })),
  subtotal: z.number().int().describe('Product + plan + delivery − trade-in value: below 0 when the trade-in is worth more'),
  total: z.number().int().min(0).describe('What is owed once the trade-in is taken (deal.amountDue): never below 0'),
  cash: z.number().int().min(0).describe('What is left after the deposit: never below 0'),
  finance: z.object({ downPayment: MoneyCents, term: Term, payment: MoneyCents }),
  lease: z.object({
    downPayment: MoneyCents,
    term: Term,
    residual: z.object({ value: z.number().describe('Percent of MSRP'), amount: MoneyCents }),
    capitalizedCost: MoneyCents.describe('What is leased, never below the residual'),
    refund: MoneyCents.describe('Trade-in equity, deposit and down payment above gross cost − residual: refunded, not applied (ADR 0021)'),
    kilometresPerYear: z.number().int().describe('Yearly allowance, km'),
    excessKmCharge: MoneyCents.describe('Cents per km driven above the allowance'),
    paymentBeforeTax: MoneyCents,
    taxes: z.array(TaxRateSchema.extend({ amount: MoneyCents })).describe('Sales taxes charged on each payment'),
    payment: MoneyCents.describe('Per period, sales taxes included'),
  }),
  frequence: z.number().int(),
  deposit: MoneyCents,
  tradeInValue: MoneyCents,
  tradeInBalanceDue: MoneyCents,
  includeTradeInValue: z.boolean(),
  paymentMethod: z.enum(['cash', 'finance', 'lease']),
  deal: DealSchema.describe("The whole deal of the chosen method (computeDeal, ADR 0057): what is owed, applied, financed or leased, and refunded"),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

export const quoteRoute = defineRoute({
  method: 'POST',
  path: '/pricing/quote',
  summary: 'Prices a vehicle for cash, finance or lease (spec §4 recalculation); all money in cents',
  tags: ['pricing'],
  body: QuoteRequestSchema,
  response: QuoteResponseSchema,
});

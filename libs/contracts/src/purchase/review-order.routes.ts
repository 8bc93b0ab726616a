import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { Cents, IsoInstant, StatusOk, TransactionIdQuery, Uuid } from './common';
import { PurchaseCreditDecisionSchema, PricesSchema, TransactionDetailsSchema } from './customer.routes';
import { AddressSchema, CO_APPLICANT_RELATIONSHIPS } from './steps.schemas';

const tags = ['review-order'] as const;

export const ReviewOrderSchema = z.object({
  Status: z.literal(1),
  transaction: TransactionDetailsSchema,
  buyer: z.object({ firstName: z.string(), lastName: z.string(), companyName: z.string().nullable(), billing: AddressSchema, shipping: AddressSchema }).nullable(),
  paymentMethod: z.enum(['cash', 'finance', 'lease']).nullable(),
  tradeIn: z.object({
    vin: z.string(), value: Cents, balanceDue: Cents, include: z.boolean(), usable: z.boolean().describe('Its offer is valid: the prices count it'),
    year: z.number().int().nullable(), make: z.string().nullable(), model: z.string().nullable(), mileage: z.number().int().nullable().describe('Odometer, km'),
  }).nullable(),
  protectionPlan: z.object({ id: z.number().int(), nameEn: z.string(), nameFr: z.string(), price: Cents, coverageMonths: z.number().int(), coverageKm: z.number().int() }).nullable(),
  delivery: z.object({
    method: z.enum(['pickup', 'delivery']), date: z.string(), touchless: z.boolean(), price: Cents,
    address: z.object({ line1: z.string(), line2: z.string().optional(), city: z.string(), province: z.string(), postalCode: z.string() }).nullable().describe('Where the vehicle is delivered (null for a pickup)'),
  }).nullable(),
  prices: PricesSchema.nullable(),
  creditDecision: PurchaseCreditDecisionSchema.nullable().describe('Finance or lease: the credit pre-qualification the purchase uses'),
  coApplicant: z.object({ firstName: z.string(), lastName: z.string(), relationship: z.enum(CO_APPLICANT_RELATIONSHIPS) }).nullable()
    .describe('The co-applicant of the joint application the purchase uses (finance or lease), for its owner'),
  signatureUploaded: z.boolean(),
  canSign: z.boolean(),
  missing: z.array(z.string()).describe('What still blocks the signature: steps, deposit, signature, price_change (a staff price change to accept), credit (prices.credit says why)'),
  contractLanguages: z.array(z.enum(['fr', 'en'])).describe('The contract languages, in the order the document presents them (French first for a Quebec address)'),
});

/**
 * The page's language, still accepted from older pages: documents and their languages follow the person's profile
 * (their `preferredLanguage`, ADR 0060) as their emails do, never the page that asked.
 */
const PageLanguage = z.enum(['en-ca', 'fr-ca']).default('en-ca').describe("Ignored: the contract follows the person's profile language (ADR 0060)");

export const getReviewOrderDetailsRoute = defineRoute({
  method: 'GET', path: '/revieworder/get-review-order-details', tags,
  summary: 'Everything the review step shows: vehicle, buyer, choices, prices, deposit, what still blocks the signature',
  query: TransactionIdQuery.extend({ language: PageLanguage }), response: ReviewOrderSchema,
});

export const CustomerVehicleOrderSchema = z.object({
  Status: z.literal(1),
  transactionId: z.string(),
  vehicle: TransactionDetailsSchema.shape.vehicle,
  status: TransactionDetailsSchema.shape.status,
  contractSigned: z.boolean(),
  contractUrl: z.string().nullable(),
  signedAt: IsoInstant.nullable(),
  total: z.number().int().nullable(),
  deposit: Cents,
});
export const getCustomerVehicleOrderRoute = defineRoute({
  method: 'GET', path: '/revieworder/get-customer-vehicle-order', tags,
  summary: 'The order as placed (the order-placed page and the cart modal): status, contract, totals',
  query: TransactionIdQuery, response: CustomerVehicleOrderSchema,
});

export const uploadSignatureRoute = defineRoute({
  method: 'POST', path: '/revieworder/upload-signature', tags,
  summary: 'The drawn signature (PNG, base64 or a data: URL), re-encoded and stored privately',
  body: z.strictObject({ transactionId: Uuid, signature: z.string().min(1).max(700_000) }),
  response: StatusOk,
});

export const finalizeRoute = defineRoute({
  method: 'POST', path: '/revieworder/finalize', tags,
  summary: "Generates the contract PDF in the buyer's language (their profile's; French first for a Quebec address) and records ContractSigned with its URL",
  body: z.strictObject({
    transactionId: Uuid, language: PageLanguage,
    total: Cents.describe('The total the buyer reviewed (prices.total of the review): 409 purchase.prices_changed, nothing signed, when the total is now different'),
  }),
  response: z.object({ Status: z.literal(1), contractUrl: z.string(), transactionId: z.string() }),
});

export const contractPreviewRoute = defineRoute({
  method: 'GET', path: '/revieworder/contract-preview/:transactionId', tags,
  summary: "The contract about to be signed, to read before signing: the same figures and credit disclosure, marked as an unsigned draft, in the buyer's language (the buyer only)",
  params: z.object({ transactionId: Uuid }),
  query: z.object({ language: PageLanguage }),
  response: z.any().describe('application/pdf'),
});

export const contractRoute = defineRoute({
  method: 'GET', path: '/revieworder/contract/:transactionId', tags,
  summary: 'The signed contract PDF (the buyer and staff only)',
  params: z.object({ transactionId: Uuid }),
  response: z.any().describe('application/pdf'),
});


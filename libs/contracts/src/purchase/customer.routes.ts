import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { Cents, IsoDate, IsoInstant, PurchaseStepSchema, StatusOk, text, TransactionIdQuery, Uuid } from './common';
import { AddressSchema, PaymentMethodSchema, PersonalDetailsSchema, Phone, SavedTradeInSchema, TradeInSchema } from './steps.schemas';
import { CreditTermsSchema, DealSchema } from './deal';
import { VehicleTimerSchema } from './vehicle-timer.routes';

const tags = ['buy-online'] as const;

const TermSchema = z.object({ months: z.number().int(), value: z.number() });
/** The spec's "prices" (§3), all in cents: the same maths as POST /api/pricing/quote. */
export const PricesSchema = z.object({
  productPrice: Cents,
  protectionPlanPrice: Cents,
  deliveryPrice: Cents,
  taxes: z.array(z.object({ name: z.string(), percent: z.number(), amount: Cents })),
  levies: z.array(z.object({ name: z.string(), amount: Cents })),
  subtotal: z.number().int(),
  total: z.number().int(),
  cash: z.number().int(),
  finance: z.object({ downPayment: Cents, term: TermSchema, payment: Cents }),
  lease: z.object({
    downPayment: Cents, term: TermSchema, residual: z.object({ value: z.number(), amount: Cents }), capitalizedCost: Cents, refund: Cents, kilometresPerYear: z.number().int(),
    excessKmCharge: Cents, paymentBeforeTax: Cents, taxes: z.array(z.object({ name: z.string(), percent: z.number(), amount: Cents })), payment: Cents,
  }),
  frequence: z.number().int(),
  deposit: Cents,
  tradeInValue: Cents,
  tradeInBalanceDue: Cents,
  includeTradeInValue: z.boolean(),
  paymentMethod: z.enum(['cash', 'finance', 'lease']),
  province: z.string(),
  deal: DealSchema.describe('The whole deal (computeDeal, ADR 0057): the figures the review and the contract state'),
  credit: CreditTermsSchema.nullable().describe('Finance or lease: the rate and maximum credit allows (null for cash)'),
});

export const TransactionVehicleSchema = z.object({
  vehicleId: z.string(), vin: z.string(), condition: z.enum(['new', 'used']), year: z.number().int(), make: z.string(), model: z.string(),
  trim: z.string(), photo: z.string().nullable(), price: Cents, kilometres: z.number().int().nullable(),
  dealer: z.object({ name: z.string(), city: z.string(), province: z.string() }),
});

/** Spec §3 deposit step: paid, amountPaid, dateUpdated, stripeId, lastEvent. */
export const DepositDetailsSchema = z.object({
  paid: z.boolean(),
  amountPaid: Cents,
  dateUpdated: IsoInstant.nullable(),
  stripeId: z.string().nullable(),
  lastEvent: z.enum(['none', 'requested', 'failed', 'paid', 'refund_requested', 'refunded']),
});

/** A credit decision as it travels with a purchase (issue #13 item 6): never the SIN or any personal value. */
export const PurchaseCreditDecisionSchema = z.object({
  applicationId: Uuid,
  /** in_review: queued for a person (the bureau could not answer); decidedAt is then when it was submitted. */
  outcome: z.enum(['congratulations', 'refused', 'not_eligible', 'in_review']),
  band: z.enum(['poor', 'fair', 'good', 'very_good', 'excellent']).nullable(),
  decidedAt: IsoInstant,
  ratePercent: z.number().nullable().optional().describe('The pre-qualified yearly rate (congratulations only)'),
  maxAmount: Cents.nullable().optional().describe('The approved maximum to finance, cents (congratulations only)'),
  coApplicant: z.boolean().optional().describe('Decided on a joint application, with a co-applicant'),
});
export type PurchaseCreditDecision = z.output<typeof PurchaseCreditDecisionSchema>;

export const TransactionDetailsSchema = z.object({
  Status: z.literal(1),
  transactionId: z.string(),
  status: z.enum(['incomplete', 'pending', 'completed', 'cancelled']),
  vehicle: TransactionVehicleSchema,
  steps: z.array(z.object({
    step: PurchaseStepSchema, number: z.number().int(), minutes: z.number().int(), completed: z.boolean(), dirty: z.boolean(),
  })),
  completedSteps: z.array(PurchaseStepSchema),
  dirtySteps: z.array(PurchaseStepSchema),
  /** The first step not completed (review once every other step is). */
  currentStep: PurchaseStepSchema,
  prices: PricesSchema.nullable(),
  deposit: DepositDetailsSchema,
  contractSigned: z.boolean(),
  contractUrl: z.string().nullable(),
  hold: VehicleTimerSchema.nullable(),
  /** A staff change of the held price (vehicle.price) waiting for the buyer's acceptance; signing waits for it. */
  priceChange: z.object({ from: Cents, to: Cents, reason: z.string(), changedAt: IsoInstant }).nullable(),
  /** Finance or lease: the credit decision the purchase uses (in_review until a person decides). */
  creditDecision: PurchaseCreditDecisionSchema.nullable(),
  startedAt: IsoInstant,
  updatedAt: IsoInstant,
});
export type TransactionDetails = z.infer<typeof TransactionDetailsSchema>;

export const acceptPriceChangeRoute = defineRoute({
  method: 'POST', path: '/customers/accept-price-change', tags,
  summary: 'The buyer accepts the staff change of their held price they were shown (price: the new price as shown)',
  body: z.strictObject({ transactionId: Uuid, price: Cents }),
  response: TransactionDetailsSchema,
});
export const changeHeldPriceRoute = defineRoute({
  method: 'POST', path: '/buy-online/staff/change-held-price', tags,
  summary: "Staff: changes a buyer's held price on purpose, with the reason the buyer is shown; the buyer accepts it before signing",
  body: z.strictObject({ transactionId: Uuid, price: Cents, reason: z.string().max(500).refine((r) => r.trim().length > 0, { message: 'Required', params: { code: 'purchase.required' } }) }),
  response: z.object({ Status: z.literal(1), transactionId: Uuid, priceChange: z.object({ from: Cents, to: Cents, reason: z.string(), changedAt: IsoInstant }).nullable() }),
});

export const createCustomerVehicleRoute = defineRoute({
  method: 'POST', path: '/customers/create-customer-vehicle', tags,
  summary: "Starts (or continues) the buyer's purchase of a vehicle they hold; startOver cancels an unfinished one first",
  body: z.strictObject({ vehicleId: Uuid, startOver: z.boolean().default(false) }),
  response: TransactionDetailsSchema.extend({ resumed: z.boolean().describe('An unfinished transaction was continued') }),
});

export const StepSaveSchema = z.discriminatedUnion('step', [
  z.strictObject({ transactionId: Uuid, step: z.literal('personal-details'), completed: z.boolean().default(true), data: PersonalDetailsSchema }),
  z.strictObject({ transactionId: Uuid, step: z.literal('trade-in'), completed: z.boolean().default(true), data: TradeInSchema }),
  z.strictObject({ transactionId: Uuid, step: z.literal('payment-method'), completed: z.boolean().default(true), data: PaymentMethodSchema }),
]);
export type StepSaveInput = z.input<typeof StepSaveSchema>;

export const saveCompletedStepsRoute = defineRoute({
  method: 'POST', path: '/customers/save-customer-completed-steps', tags,
  summary: 'Saves one step (personal details, trade-in, payment method); completed: false saves a draft, which leaves the step dirty',
  body: StepSaveSchema,
  response: TransactionDetailsSchema,
});

export const getTransactionDetailsRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-transactions-details', tags,
  summary: "One of the buyer's transactions (by transactionId, or the unfinished one for vehicleId), with live prices",
  query: z.object({ transactionId: Uuid.optional(), vehicleId: Uuid.optional() })
    .refine((q) => q.transactionId || q.vehicleId, { message: 'Give transactionId or vehicleId', params: { code: 'purchase.required' }, path: ['transactionId'] }),
  response: TransactionDetailsSchema,
});

/** The payment-method step's fields, priced before saving (issue #17: the summary follows the fields as they change). */
export const PaymentMethodQuoteSchema = z.strictObject({
  transactionId: Uuid,
  ...PaymentMethodSchema.pick({ method: true, termMonths: true, ratePercent: true, frequency: true, downPayment: true, kilometresPerYear: true }).shape,
});
export const quotePaymentMethodRoute = defineRoute({
  method: 'POST', path: '/customers/quote-payment-method', tags,
  summary: "The transaction's live prices with these payment terms instead of the saved ones (the same quote; nothing is saved)",
  body: PaymentMethodQuoteSchema,
  response: PricesSchema,
});

/** Spec §3 Transaction (the user menu's current-transaction card and the transaction history read it). */
export const TransactionListItemSchema = z.object({
  TransactionId: z.string(),
  PhotoUrl: z.string().nullable(),
  Make: z.string(),
  Model: z.string(),
  Year: z.number().int(),
  Version: z.string(),
  SourceId: z.string().describe('The vehicle id'),
  DocumentSigned: z.boolean(),
  Status: z.enum(['incomplete', 'pending', 'completed', 'cancelled']),
  DateCreated: IsoInstant,
});
export const getTransactionsListRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-transactions-list', tags,
  summary: "The buyer's transactions, oldest first (the last unsigned one is the current transaction); cancelled ones are left out",
  response: z.array(TransactionListItemSchema),
});

export const FormDetailsSchema = z.object({
  Status: z.literal(1),
  transactionId: z.string(),
  personalDetails: PersonalDetailsSchema.nullable(),
  tradeIn: SavedTradeInSchema.nullable(),
  paymentMethod: PaymentMethodSchema.extend({
    applicant: PaymentMethodSchema.shape.applicant.unwrap().omit({ sin: true }).extend({ sinProvided: z.boolean() }).optional(),
  }).nullable(),
  protectionPlanId: z.number().int().nullable(),
  protectionPlanChosen: z.boolean(),
  delivery: z.object({
    method: z.enum(['pickup', 'delivery']), deliveryTypeId: z.number().int(), touchless: z.boolean(), date: IsoDate,
    address: AddressSchema.nullable(), distanceKm: z.number().nullable(), price: Cents,
  }).nullable(),
  driversLicense: z.object({ front: z.boolean(), back: z.boolean(), confirmed: z.boolean() }),
});
export const getFormDetailsRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-form-details', tags,
  summary: "What the buyer entered in each step, for the owner only (personal fields opened from their sealed form; the SIN is never returned)",
  query: TransactionIdQuery, response: FormDetailsSchema,
});

export const ProtectionPlanSchema = z.object({
  id: z.number().int(), key: z.string(), nameEn: z.string(), nameFr: z.string(), coverageMonths: z.number().int(), coverageKm: z.number().int(),
  componentsCoveredPercent: z.number(), deductible: Cents, cancellationDays: z.number().int(), price: Cents,
  exclusionsEn: z.array(z.string()), exclusionsFr: z.array(z.string()),
});
export const getProtectionPlansRoute = defineRoute({
  method: 'GET', path: '/buy-online/get-protection-plans', tags,
  summary: 'Protection plans a vehicle is eligible for (an empty list: "no plan found for this vehicle")',
  query: z.object({ vehicleId: Uuid }),
  response: z.object({ protectionPlans: z.array(ProtectionPlanSchema), eligible: z.boolean() }),
});
export const getCreditPrequalificationRoute = defineRoute({
  method: 'GET', path: '/customers/get-credit-prequalification', tags,
  summary: "The buyer's credit pre-qualification younger than 30 days, which step 3 (finance or lease) uses instead of a new application",
  response: z.object({ prequalification: PurchaseCreditDecisionSchema.nullable() }),
});

/** One of the buyer's appraisals a purchase may take (issue #12 item 5). */
export const TradeInChoiceSchema = z.object({
  tradeInId: Uuid, value: Cents, offerExpiresAt: IsoInstant.nullable().describe('null: confirmed, the offer no longer lapses'),
  vin: z.string().nullable(), year: z.number().int(), make: z.string(), model: z.string(), trim: z.string().nullable(), mileage: z.number().int().nullable(),
});
export type TradeInChoiceItem = z.output<typeof TradeInChoiceSchema>;
export const getTradeInChoicesRoute = defineRoute({
  method: 'GET', path: '/customers/get-trade-in-choices', tags,
  summary: "The buyer's appraisals whose offer the trade-in step may take now (valid 7 days, or confirmed), newest first",
  response: z.object({ tradeIns: z.array(TradeInChoiceSchema) }),
});

export const getCustomerProtectionPlansRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-protection-plans', tags,
  summary: "The transaction vehicle's plans and the buyer's choice",
  query: TransactionIdQuery,
  response: z.object({ protectionPlans: z.array(ProtectionPlanSchema), eligible: z.boolean(), selectedPlanId: z.number().int().nullable(), chosen: z.boolean() }),
});
export const saveProtectionPlanRoute = defineRoute({
  method: 'POST', path: '/customers/save-customer-protection-plan', tags,
  summary: 'Chooses a protection plan (null: no plan)',
  body: z.strictObject({ transactionId: Uuid, protectionPlanId: z.number().int().positive().nullable(), completed: z.boolean().default(true) }),
  response: TransactionDetailsSchema,
});

export const DeliveryTypeSchema = z.object({
  id: z.number().int(), key: z.enum(['pickup', 'delivery']), nameEn: z.string(), nameFr: z.string(), price: Cents, maxDistanceKm: z.number().nullable(),
});
export const getDeliveryTypesRoute = defineRoute({
  method: 'GET', path: '/buy-online/get-delivery-types', tags, summary: 'Pickup (free) and delivery (within 350 km of the dealer)',
  response: z.object({ deliveryTypes: z.array(DeliveryTypeSchema) }),
});
export const getDeliveryDetailsRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-delivery-details', tags,
  summary: 'Delivery options of a transaction: types, earliest date (today + 2 days), the dealer, the current choice',
  query: TransactionIdQuery,
  response: z.object({
    deliveryTypes: z.array(DeliveryTypeSchema),
    earliestDate: IsoDate,
    maxDistanceKm: z.number(),
    dealer: z.object({ name: z.string(), city: z.string(), province: z.string() }),
    delivery: FormDetailsSchema.shape.delivery,
  }),
});
export const saveDeliveryRoute = defineRoute({
  method: 'POST', path: '/customers/save-customer-delivery', tags,
  summary: 'Pickup or delivery (touchless option, address, date no earlier than today + 2 days; delivery within 350 km)',
  body: z.strictObject({
    transactionId: Uuid,
    method: z.enum(['pickup', 'delivery']),
    touchless: z.boolean().default(false),
    date: IsoDate,
    address: AddressSchema.optional(),
    completed: z.boolean().default(true),
  }),
  response: TransactionDetailsSchema,
});

export const LICENSE_SIDES = ['front', 'back'] as const;
export const uploadDriversLicenseRoute = defineRoute({
  method: 'POST', path: '/customers/upload-driverslicence', tags,
  summary: "Uploads one side of the driver's licence (JPEG, PNG or HEIC by content, base64; re-encoded without EXIF, stored privately)",
  // 1.4 MB of base64 plus the JSON around it.
  bodyLimit: 1_600_000,
  body: z.strictObject({
    transactionId: Uuid,
    side: z.enum(LICENSE_SIDES),
    fileName: text(255).optional(),
    data: z.string().min(1).max(1_400_000).describe('The image, base64'),
  }),
  response: z.object({ Status: z.literal(1), side: z.enum(LICENSE_SIDES), contentType: z.string(), bytes: z.number().int() }),
});
export const getDriversLicenseRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-drivers-licence', tags,
  summary: "The licence's state, with links to its images (served to the owner and staff only)",
  query: TransactionIdQuery,
  response: z.object({
    Status: z.literal(1),
    front: z.object({ uploaded: z.boolean(), url: z.string().nullable() }),
    back: z.object({ uploaded: z.boolean(), url: z.string().nullable() }),
    confirmed: z.boolean(),
  }),
});
export const driversLicenseImageRoute = defineRoute({
  method: 'GET', path: '/customers/drivers-licence/:transactionId/:side', tags,
  summary: 'One side of the licence image (owner and staff only; never cached)',
  params: z.object({ transactionId: Uuid, side: z.enum(LICENSE_SIDES) }),
  response: z.any().describe('image/jpeg or image/png bytes'),
});
export const confirmDriversLicenseRoute = defineRoute({
  method: 'POST', path: '/customers/confirm-customer-drivers-license', tags,
  summary: 'Confirms the licence: all four corners visible on both sides, and the delivery address matches the licence',
  body: z.strictObject({ transactionId: Uuid, fourCornersVisible: z.boolean(), addressMatches: z.boolean() }),
  response: TransactionDetailsSchema,
});

export const getPaymentDetailsRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-payment-details', tags,
  summary: 'The deposit step (spec §3): paid, amountPaid, dateUpdated, stripeId, lastEvent',
  query: TransactionIdQuery, response: DepositDetailsSchema.extend({ Status: z.literal(1), amount: Cents }),
});

export const cancelTransactionRoute = defineRoute({
  method: 'POST', path: '/customers/cancel-customer-transaction', tags,
  summary: 'Cancels the buyer\'s purchase: frees the vehicle; a paid deposit is refunded automatically',
  body: z.strictObject({ transactionId: Uuid }),
  response: StatusOk,
});

export const LEAD_MESSAGE_MAX_LENGTH = 2000;
export const LEAD_MESSAGE_KINDS = ['question', 'call_back', 'test_drive', 'other'] as const;
export const LEAD_CONTACT_METHODS = ['email', 'phone'] as const;

/** A buyer's message to the dealer of a vehicle (the vehicle page's contact form; a question during a purchase). */
export const SendLeadBodySchema = z.strictObject({
  vehicleId: Uuid,
  transactionId: Uuid.optional(),
  kind: z.enum(LEAD_MESSAGE_KINDS).default('question'),
  message: text(LEAD_MESSAGE_MAX_LENGTH).optional(),
  contactMethod: z.enum(LEAD_CONTACT_METHODS).optional().describe('How the buyer prefers to be reached; phone needs a phone number'),
  phone: Phone.optional().describe('The number to call, NNN NNN-NNNN (with contactMethod phone)'),
}).refine((b) => b.contactMethod !== 'phone' || (b.phone ?? '').trim() !== '', { message: 'Required', params: { code: 'purchase.required' }, path: ['phone'] });

export const sendLeadRoute = defineRoute({
  method: 'POST', path: '/buy-online/leads/send', tags,
  summary: 'Sends a lead to the dealer of a vehicle (a question, a call-back request, with the way to reach the buyer); recorded as an event',
  body: SendLeadBodySchema,
  response: StatusOk,
});

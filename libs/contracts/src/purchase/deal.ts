import { z } from 'zod';
import { Cents } from './common';

const Tax = z.enum(['GST', 'HST', 'QST', 'PST', 'RST']);
const Frequency = z.union([z.literal(52), z.literal(26), z.literal(12), z.literal(1)]);

/** A credit contract's disclosure (ADR 0057): what the review and the contract state before the buyer signs. */
export const CreditDisclosureSchema = z.object({
  ratePercent: z.number().describe('The lender\'s yearly rate: the buyer\'s pre-qualified rate'),
  apr: z.number().describe('Annual percentage rate (actuarial, of the payments against the amount financed), percent'),
  termMonths: z.number().int(), frequency: Frequency, numberOfPayments: z.number().int(),
  payment: Cents.describe('Every payment but the last'), finalPayment: Cents.describe('The last payment (absorbs the rounding of the others)'),
  amountFinanced: Cents, interestFreeAmount: Cents.describe('Sales taxes spread over the term at 0 %'), totalOfPayments: Cents,
  costOfBorrowing: Cents, totalObligation: Cents,
});

export const LeaseDisclosureSchema = z.object({
  ratePercent: z.number(), termMonths: z.number().int(), frequency: Frequency, numberOfPayments: z.number().int(),
  paymentBeforeTax: Cents, taxes: z.array(z.object({ name: Tax, percent: z.number(), amount: Cents })), payment: Cents,
  grossCapitalizedCost: Cents, capitalizedCostReduction: Cents, capitalizedCost: Cents, residual: Cents, residualPercent: z.number(),
  kilometresPerYear: z.number().int(), excessKmCharge: Cents, totalOfPayments: Cents, costOfBorrowing: Cents, totalObligation: Cents,
});

/** The whole deal as libs/domain's computeDeal computes it: the web shows these figures and computes none. */
export const DealSchema = z.object({
  method: z.enum(['cash', 'finance', 'lease']),
  province: z.string(),
  productPrice: Cents, protectionPlanPrice: Cents, deliveryPrice: Cents, priceBeforeTaxes: Cents,
  taxes: z.array(z.object({ name: Tax, percent: z.number(), base: Cents, tradeInCredited: z.boolean(), amount: Cents })),
  levies: z.array(z.object({ name: z.literal('Luxury tax'), amount: Cents })),
  totalPrice: Cents,
  tradeIn: z.object({ value: Cents, balanceOwed: Cents, equity: z.number().int() }).nullable(),
  amountDue: Cents.describe('Owed once the trade-in is taken, before the deposit'),
  equitySurplus: Cents.describe('Trade-in equity above the purchase: paid to the buyer'),
  deposit: Cents, depositApplied: Cents, depositRefunded: Cents, downPaymentApplied: Cents,
  balanceAtDelivery: Cents.describe('Cash: paid at delivery; finance: the amount financed; lease: the down payment'),
  refund: Cents.describe('Paid back to the buyer at delivery: equity surplus, unused deposit, a lease\'s unused reductions'),
  finance: CreditDisclosureSchema.nullable(),
  lease: LeaseDisclosureSchema.nullable(),
});
export type DealView = z.output<typeof DealSchema>;

/** What credit allows a finance or lease choice (ADR 0057), from the buyer's latest valid pre-qualification. */
export const CreditTermsSchema = z.object({
  status: z.enum(['eligible', 'not_eligible', 'in_review', 'none', 'terms_missing', 'over_maximum'])
    .describe('eligible: may sign; not_eligible/refused: cash, a co-applicant or a person\'s review instead; none: pre-qualify first'),
  ratePercent: z.number().nullable(),
  maxAmount: Cents.nullable().describe('The approved maximum to finance'),
});
export type CreditTerms = z.output<typeof CreditTermsSchema>;

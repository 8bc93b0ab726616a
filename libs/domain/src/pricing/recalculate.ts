import { DEFAULT_LEASE_KM_PER_YEAR, DomainError, LEASE_TERM_CHOICES } from '../shared';
import { computeDeal, type Deal } from './deal';
import { assertNonNegativeCents, percentOf, sumCents, type Cents } from './money';
import type { Province } from './province';
import { TAX_NAMES, type TaxRate } from './sales-taxes';
import { luxuryTax } from './luxury-tax';
import { financePayment } from './finance';
import {
  DEFAULT_EXCESS_KM_CHARGE, adjustedCapitalizedCost, assertLeaseTerm, leasePayment, leaseResidual, leaseResidualPercent,
} from './lease';
import {
  DEFAULT_FREQUENCY, DEFAULT_RATE_PERCENT, DEFAULT_TERM_MONTHS, FINANCE_TERM_CHOICES, assertPaymentTerms, type PaymentFrequency, type PaymentTerms,
} from './payment-terms';

/** Spec §1/§9: a $250 refundable deposit, deducted from the price as a down payment. */
export const DEFAULT_DEPOSIT: Cents = 25_000;

export type PaymentMethod = 'cash' | 'finance' | 'lease';
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'finance';
export type VehicleCondition = 'new' | 'used';

/** The terms offered for a payment method: 24 to 60 months for a lease, the finance choices otherwise. */
export const termChoices = (method: PaymentMethod): readonly number[] => (method === 'lease' ? LEASE_TERM_CHOICES : FINANCE_TERM_CHOICES);

export interface TradeIn {
  readonly value: Cents;
  /** What is still owed on the traded-in vehicle; added to the total when the trade-in is included. */
  readonly balanceDue: Cents;
  readonly include: boolean;
}

export interface FinanceTerms {
  readonly downPayment?: Cents;
  readonly termMonths?: number;
  readonly ratePercent?: number;
}

export interface LeaseTerms extends FinanceTerms {
  readonly msrp: Cents;
  /** The lessor's residual; without it, the default table's for the term and allowance (ADR 0021). */
  readonly residualPercent?: number;
  /** Yearly allowance, default 20,000 km. */
  readonly kilometresPerYear?: number;
  /** Cents per kilometre above the allowance, default DEFAULT_EXCESS_KM_CHARGE. */
  readonly excessKmCharge?: Cents;
}

export interface RecalculateInput {
  /** Where the vehicle is handed over: its sales taxes and its rule for a trade-in's tax credit (ADR 0057). */
  readonly province: Province;
  readonly productPrice: Cents;
  readonly protectionPlanPrice: Cents;
  readonly deliveryPrice: Cents;
  readonly tradeIn?: TradeIn;
  /** Usually taxesFor(province, { on, price: productPrice }). */
  readonly taxes: readonly TaxRate[];
  /** 'new' adds the federal luxury tax above $100,000. Defaults to 'used' (no luxury tax). */
  readonly vehicleCondition?: VehicleCondition;
  readonly paymentMethod?: PaymentMethod;
  readonly finance: FinanceTerms;
  readonly lease: LeaseTerms;
  readonly frequency?: PaymentFrequency;
  readonly deposit?: Cents;
}

export interface TaxLine extends TaxRate {
  readonly amount: Cents;
}

/** A tax that is not a percent of the subtotal. */
export interface LevyLine {
  readonly name: 'Luxury tax';
  readonly amount: Cents;
}

export interface Term {
  readonly months: number;
  /** Yearly rate, percent. */
  readonly value: number;
}

/** Spec §3 "Prices"; all money in cents. */
export interface Prices {
  readonly taxes: TaxLine[];
  readonly levies: LevyLine[];
  /** The spec's: product + plan + delivery − trade-in value; below 0 when the trade-in is worth more. */
  readonly subtotal: Cents;
  /** What is owed once the trade-in is taken (`deal.amountDue`): never below 0; a lease is taxed on its payments, not here. */
  readonly total: Cents;
  /** Left to pay after the deposit (cash: at delivery): never below 0. */
  readonly cash: Cents;
  readonly finance: { readonly downPayment: Cents; readonly term: Term; readonly payment: Cents };
  readonly lease: {
    readonly downPayment: Cents;
    readonly term: Term;
    readonly residual: { readonly value: number; readonly amount: Cents };
    /**
     * What is leased: subtotal + levies + included balance due − down payment − deposit, never below the residual
     * (the lessor caps the reduction, ADR 0021).
     */
    readonly capitalizedCost: Cents;
    /** Trade-in equity, deposit and down payment the lease cannot apply (they would bring it below the residual): refunded. */
    readonly refund: Cents;
    readonly kilometresPerYear: number;
    /** Cents per kilometre driven above the allowance. */
    readonly excessKmCharge: Cents;
    /** Per period, before sales taxes. */
    readonly paymentBeforeTax: Cents;
    /** Sales taxes charged on each payment (a lease is taxed per payment, not up front). */
    readonly taxes: TaxLine[];
    /** Per period, sales taxes included. */
    readonly payment: Cents;
  };
  readonly frequence: PaymentFrequency;
  readonly deposit: Cents;
  readonly tradeInValue: Cents;
  readonly tradeInBalanceDue: Cents;
  readonly includeTradeInValue: boolean;
  readonly paymentMethod: PaymentMethod;
  /**
   * The whole deal of the chosen method (computeDeal, ADR 0057): what is owed, applied, financed and refunded. `total`,
   * `cash` and the chosen method's payment are its figures, so that none is ever negative (issue #42).
   */
  readonly deal: Deal;
}

/**
 * Spec §4 price recalculation.
 * - subtotal = product + protection plan + delivery − trade-in value (when included and above 0).
 * - each tax = max(subtotal, 0) × percent, rounded half-up to the cent (a trade-in worth more than the
 *   purchase gives no negative tax); GST/HST also on the luxury tax.
 * - total = subtotal + taxes + levies (luxury tax on a new vehicle's product price) + trade-in balance due
 *   (when included), never below 0 (the deal's `amountDue`; a lease has no tax up front). Every term is in cents.
 * - The deposit counts toward the down payment: it is deducted on top of each plan's down payment, and
 *   `cash` (what is left to pay) is total − deposit, never below 0 (an unused deposit is refunded).
 * - Finance: the down payment (plus deposit) first reduces the interest-bearing part (total − taxes);
 *   what remains of the taxes is spread over the payments at 0%.
 * - Lease (24 to 60 months): capitalised cost = subtotal + levies + included balance due − down payment − deposit,
 *   but the reduction (trade-in equity + down payment + deposit) stops at the residual: what is above is refunded
 *   (`lease.refund`, ADR 0021); the payment is leasePayment(...) plus the sales taxes on each payment (`lease.taxes`): nothing taxed up front.
 * - The chosen method's figures are then the deal's (computeDeal, ADR 0057), so a down payment or a trade-in larger
 *   than the price never makes anything negative: `total` is what is owed once the trade-in is taken (0 at least; the
 *   equity above it is `deal.equitySurplus`, paid back), `cash` what is left after the deposit, a finance payment 0
 *   when nothing is left to finance (`deal.finance.amountFinanced`), and a lease applies a down payment only down to
 *   its residual (the rest is not collected, `deal.downPaymentApplied`), refunding only equity and deposit.
 */
export function recalculate(input: RecalculateInput): Prices {
  const productPrice = assertNonNegativeCents(input.productPrice, 'productPrice');
  const protectionPlanPrice = assertNonNegativeCents(input.protectionPlanPrice, 'protectionPlanPrice');
  const deliveryPrice = assertNonNegativeCents(input.deliveryPrice, 'deliveryPrice');
  const tradeIn = validTradeIn(input.tradeIn);
  const deposit = assertNonNegativeCents(input.deposit ?? DEFAULT_DEPOSIT, 'deposit');
  const frequency = input.frequency ?? DEFAULT_FREQUENCY;

  const tradeInCredit = tradeIn.include && tradeIn.value > 0 ? tradeIn.value : 0;
  const balanceDue = tradeIn.include ? tradeIn.balanceDue : 0;
  const subtotal = productPrice + protectionPlanPrice + deliveryPrice - tradeInCredit;

  const luxury = input.vehicleCondition === 'new' ? luxuryTax(productPrice) : 0;
  const taxes = input.taxes.map((tax, i): TaxLine => ({ ...validTax(tax, i), amount: percentOf(taxableBase(tax, subtotal, luxury), tax.percent) }));
  const taxTotal = sumCents(taxes.map((tax) => tax.amount));
  const levies: LevyLine[] = luxury > 0 ? [{ name: 'Luxury tax', amount: luxury }] : [];
  const owedBeforeTax = subtotal + sumCents(levies.map((levy) => levy.amount)) + balanceDue;

  const finance = withDefaults(input.finance, frequency, 'finance');
  const financeDown = finance.downPayment + deposit;
  const downLeftForTaxes = Math.max(0, financeDown - Math.max(0, owedBeforeTax));
  const financePerPeriod = financePayment({
    ...finance,
    principal: Math.max(0, owedBeforeTax - financeDown),
    interestFree: Math.max(0, taxTotal - downLeftForTaxes),
  });

  const paymentMethod = input.paymentMethod ?? DEFAULT_PAYMENT_METHOD;
  const lease = withDefaults(input.lease, frequency, 'lease');
  if (paymentMethod === 'lease') assertLeaseTerm(lease.termMonths);
  const msrp = assertNonNegativeCents(input.lease.msrp, 'lease.msrp');
  const kilometresPerYear = input.lease.kilometresPerYear ?? DEFAULT_LEASE_KM_PER_YEAR;
  const residualPercent = input.lease.residualPercent ?? leaseResidualPercent(null, lease.termMonths, kilometresPerYear);
  const residual = leaseResidual(msrp, residualPercent);
  const { capitalizedCost, refund } = adjustedCapitalizedCost(owedBeforeTax + tradeInCredit, tradeInCredit + lease.downPayment + deposit, residual);
  const leaseBeforeTax = leasePayment({ ...lease, capitalizedCost, msrp, residualPercent });
  // Canada taxes a lease on each payment: the same rates, on the payment (the luxury tax is in the capitalised cost).
  const leaseTaxes = taxes.map((tax): TaxLine => ({ name: tax.name, percent: tax.percent, amount: percentOf(leaseBeforeTax, tax.percent) }));
  const leasePerPeriod = leaseBeforeTax + sumCents(leaseTaxes.map((tax) => tax.amount));

  const excessKmCharge = assertNonNegativeCents(input.lease.excessKmCharge ?? DEFAULT_EXCESS_KM_CHARGE, 'lease.excessKmCharge');
  const terms = paymentMethod === 'lease' ? lease : finance;
  const deal = computeDeal({
    province: input.province, taxes: input.taxes, productPrice, protectionPlanPrice, deliveryPrice, vehicleCondition: input.vehicleCondition ?? 'used',
    tradeIn: tradeIn.include ? { value: tradeIn.value, balanceOwed: tradeIn.balanceDue } : null, deposit, method: paymentMethod,
    downPayment: terms.downPayment, termMonths: terms.termMonths, ratePercent: terms.ratePercent, frequency,
    lease: { residual, residualPercent, kilometresPerYear, excessKmCharge },
  });

  return {
    taxes,
    levies,
    subtotal,
    total: deal.amountDue,
    cash: paymentMethod === 'cash' ? deal.balanceAtDelivery : Math.max(0, deal.amountDue - deal.depositApplied),
    finance: {
      downPayment: finance.downPayment,
      term: { months: finance.termMonths, value: finance.ratePercent },
      payment: deal.finance?.payment ?? financePerPeriod,
    },
    lease: {
      downPayment: lease.downPayment,
      term: { months: lease.termMonths, value: lease.ratePercent },
      residual: { value: residualPercent, amount: residual },
      capitalizedCost,
      refund: deal.lease ? deal.refund : refund,
      kilometresPerYear,
      excessKmCharge,
      paymentBeforeTax: leaseBeforeTax,
      taxes: leaseTaxes,
      payment: deal.lease?.payment ?? leasePerPeriod,
    },
    frequence: frequency,
    deposit,
    tradeInValue: tradeIn.value,
    tradeInBalanceDue: tradeIn.balanceDue,
    includeTradeInValue: tradeIn.include,
    paymentMethod,
    deal,
  };
}

/**
 * What a tax is charged on (never below 0): the subtotal; GST and HST also on the federal luxury tax, which is part
 * of the value for GST/HST [Select Luxury Items Tax Act; CRA luxury tax guidance]. Provincial taxes are not.
 */
function taxableBase(tax: TaxRate, subtotal: Cents, luxury: Cents): Cents {
  return Math.max(0, tax.name === 'GST' || tax.name === 'HST' ? subtotal + luxury : subtotal);
}

function validTradeIn(tradeIn: TradeIn | undefined): TradeIn {
  if (!tradeIn) return { value: 0, balanceDue: 0, include: false };
  return {
    value: assertNonNegativeCents(tradeIn.value, 'tradeIn.value'),
    balanceDue: assertNonNegativeCents(tradeIn.balanceDue, 'tradeIn.balanceDue'),
    include: tradeIn.include,
  };
}

function validTax(tax: TaxRate, index: number): TaxRate {
  const known = (TAX_NAMES as readonly string[]).includes(tax.name);
  if (!known || !Number.isFinite(tax.percent) || tax.percent < 0 || tax.percent > 100) {
    throw new DomainError('pricing.invalid_tax', 'validation', 'A tax needs a known name and a percent from 0 to 100', `taxes[${index}]`);
  }
  return { name: tax.name, percent: tax.percent };
}

interface ResolvedTerms extends PaymentTerms {
  readonly downPayment: Cents;
}

/** Fills spec defaults (no down payment, 60 months, 1%) and validates. */
function withDefaults(terms: FinanceTerms, frequency: PaymentFrequency, plan: 'finance' | 'lease'): ResolvedTerms {
  const downPayment = assertNonNegativeCents(terms.downPayment ?? 0, `${plan}.downPayment`);
  const termMonths = terms.termMonths ?? DEFAULT_TERM_MONTHS;
  const ratePercent = terms.ratePercent ?? DEFAULT_RATE_PERCENT;
  return { downPayment, ...assertPaymentTerms({ termMonths, ratePercent, frequency }) };
}

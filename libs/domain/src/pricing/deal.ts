import { DomainError } from '../shared';
import { exactFinancePayment, financePayment } from './finance';
import { adjustedCapitalizedCost, leasePayment } from './lease';
import { luxuryTax } from './luxury-tax';
import { assertNonNegativeCents, percentOf, roundHalfUp, sumCents, type Cents } from './money';
import { assertPaymentTerms, paymentCount, type PaymentFrequency } from './payment-terms';
import type { Province } from './province';
import type { PaymentMethod, VehicleCondition } from './recalculate';
import type { TaxName, TaxRate } from './sales-taxes';

/**
 * ADR 0057: which sales taxes a trade-in taken by a dealer reduces, by province. A tax listed here is charged on the
 * taxable price less the trade-in's value (never below 0); a tax not listed is charged on the full taxable price.
 * - GST and HST everywhere: a used vehicle traded in by a consumer to a registrant dealer (Excise Tax Act s.153(4)).
 * - QC QST on the net price (Act respecting the QST, trade-in of a road vehicle to a registrant) [Revenu Québec].
 * - MB RST on the net price [Manitoba Finance, RST bulletin 016 "Motor vehicle and trailer dealers"].
 * - SK PST on the net price [Saskatchewan PST bulletin 010 "Motor vehicle dealers"].
 * - BC PST on the net price for a dealer sale, the rate tier still set by the vehicle's price [BC PST Bulletin 308 "Trade-ins"].
 * A province whose rule changes gets its row changed here, with its source.
 */
export const TRADE_IN_TAX_CREDIT: Readonly<Record<Province, readonly TaxName[]>> = {
  AB: ['GST'], NT: ['GST'], NU: ['GST'], YT: ['GST'],
  ON: ['HST'], NB: ['HST'], NL: ['HST'], NS: ['HST'], PE: ['HST'],
  QC: ['GST', 'QST'], MB: ['GST', 'RST'], SK: ['GST', 'PST'], BC: ['GST', 'PST'],
};

export const tradeInReducesTax = (province: Province, tax: TaxName): boolean => TRADE_IN_TAX_CREDIT[province].includes(tax);

export interface DealTradeIn {
  /** The dealer's offer for the vehicle. */
  readonly value: Cents;
  /** What the buyer still owes on it (the dealer pays it off): rolled into what the buyer owes. */
  readonly balanceOwed: Cents;
}

export interface DealLease {
  /** Residual value, cents, and the percent it was taken at. */
  readonly residual: Cents;
  readonly residualPercent: number;
  readonly kilometresPerYear: number;
  readonly excessKmCharge: Cents;
}

export interface DealInput {
  readonly province: Province;
  /** The rates in force (taxesFor(province, { on, price: productPrice })). */
  readonly taxes: readonly TaxRate[];
  readonly productPrice: Cents;
  readonly protectionPlanPrice: Cents;
  readonly deliveryPrice: Cents;
  readonly vehicleCondition: VehicleCondition;
  /** Only a trade-in whose offer counts and that the buyer included. */
  readonly tradeIn: DealTradeIn | null;
  readonly deposit: Cents;
  readonly method: PaymentMethod;
  /** Cash: ignored. */
  readonly downPayment: Cents;
  readonly termMonths: number;
  readonly ratePercent: number;
  readonly frequency: PaymentFrequency;
  /** Required for a lease. */
  readonly lease: DealLease | null;
}

export interface DealTaxLine {
  readonly name: TaxName;
  readonly percent: number;
  /** What the tax is charged on (after the trade-in credit when the province allows it). */
  readonly base: Cents;
  readonly tradeInCredited: boolean;
  readonly amount: Cents;
}

/** Disclosure of a credit contract (ADR 0057): the federal cost-of-borrowing model, Quebec CPA, Ontario CPA Part VII. */
export interface CreditDisclosure {
  /** The lender's yearly rate (the pre-qualification's), percent. */
  readonly ratePercent: number;
  /** Annual percentage rate: the actuarial yearly rate of the payments against the amount financed, percent (2 decimals). */
  readonly apr: number;
  readonly termMonths: number;
  readonly frequency: PaymentFrequency;
  readonly numberOfPayments: number;
  /** Every payment but the last. */
  readonly payment: Cents;
  /** The last payment, which absorbs the rounding of the others: no cent is lost or invented. */
  readonly finalPayment: Cents;
  readonly amountFinanced: Cents;
  /** Sales taxes spread over the term at 0 % (spec §4), part of the amount financed. */
  readonly interestFreeAmount: Cents;
  readonly totalOfPayments: Cents;
  /** totalOfPayments − amountFinanced. */
  readonly costOfBorrowing: Cents;
  /** What the buyer pays in all: down payment + deposit applied + total of payments. */
  readonly totalObligation: Cents;
}

export interface LeaseDisclosure {
  readonly ratePercent: number;
  readonly termMonths: number;
  readonly frequency: PaymentFrequency;
  readonly numberOfPayments: number;
  /** Per period, before and with taxes; taxes per payment. */
  readonly paymentBeforeTax: Cents;
  readonly taxes: { readonly name: TaxName; readonly percent: number; readonly amount: Cents }[];
  readonly payment: Cents;
  readonly grossCapitalizedCost: Cents;
  /** Trade-in equity, deposit and down payment applied to the lease. */
  readonly capitalizedCostReduction: Cents;
  readonly capitalizedCost: Cents;
  readonly residual: Cents;
  readonly residualPercent: number;
  readonly kilometresPerYear: number;
  readonly excessKmCharge: Cents;
  readonly totalOfPayments: Cents;
  /** Rent charges: total of the payments before taxes − (capitalised cost − residual). */
  readonly costOfBorrowing: Cents;
  /** Deposit and down payment applied + total of payments (the residual is owed only if the buyer buys the vehicle). */
  readonly totalObligation: Cents;
}

/**
 * The whole deal, every amount in cents and never negative where something is due. Identities (property-tested):
 *   totalPrice = priceBeforeTaxes + levies + taxes (taxes are 0 up front for a lease: charged on each payment)
 *   totalPrice + balanceOwed = tradeInValue + amountDue − equitySurplus      (exactly one of amountDue, equitySurplus is > 0, or both 0)
 *   cash:    amountDue = depositApplied + balanceAtDelivery;  refund = equitySurplus + depositRefunded
 *   finance: amountDue = depositApplied + downPaymentApplied + amountFinanced;  refund = equitySurplus + depositRefunded
 *   lease:   refund = the reductions the lease cannot apply (ADR 0021), equity above the purchase included
 */
export interface Deal {
  readonly method: PaymentMethod;
  readonly province: Province;
  readonly productPrice: Cents;
  readonly protectionPlanPrice: Cents;
  readonly deliveryPrice: Cents;
  readonly priceBeforeTaxes: Cents;
  readonly taxes: DealTaxLine[];
  readonly levies: { readonly name: 'Luxury tax'; readonly amount: Cents }[];
  readonly totalPrice: Cents;
  readonly tradeIn: (DealTradeIn & { readonly equity: number }) | null;
  /** What the buyer owes once the trade-in is taken (value credited, balance owed added), before the deposit. */
  readonly amountDue: Cents;
  /** Trade-in equity above the purchase: paid to the buyer. */
  readonly equitySurplus: Cents;
  readonly deposit: Cents;
  readonly depositApplied: Cents;
  /** The part of the deposit nothing is left to pay against: refunded. */
  readonly depositRefunded: Cents;
  readonly downPaymentApplied: Cents;
  /** Cash: what is paid at delivery. Finance: the amount financed. Lease: the down payment applied. */
  readonly balanceAtDelivery: Cents;
  /** What the dealer pays the buyer back at delivery (equity surplus, unused deposit, a lease's unused reductions). */
  readonly refund: Cents;
  readonly finance: CreditDisclosure | null;
  readonly lease: LeaseDisclosure | null;
}

export function computeDeal(input: DealInput): Deal {
  const productPrice = assertNonNegativeCents(input.productPrice, 'productPrice');
  const protectionPlanPrice = assertNonNegativeCents(input.protectionPlanPrice, 'protectionPlanPrice');
  const deliveryPrice = assertNonNegativeCents(input.deliveryPrice, 'deliveryPrice');
  const deposit = assertNonNegativeCents(input.deposit, 'deposit');
  const tradeIn = input.tradeIn && {
    value: assertNonNegativeCents(input.tradeIn.value, 'tradeIn.value'),
    balanceOwed: assertNonNegativeCents(input.tradeIn.balanceOwed, 'tradeIn.balanceOwed'),
  };
  const credit = tradeIn?.value ?? 0;
  const owed = tradeIn?.balanceOwed ?? 0;
  const priceBeforeTaxes = productPrice + protectionPlanPrice + deliveryPrice;
  const luxury = input.vehicleCondition === 'new' ? luxuryTax(productPrice) : 0;
  const levies = luxury > 0 ? [{ name: 'Luxury tax' as const, amount: luxury }] : [];
  const isLease = input.method === 'lease';

  const taxes = input.taxes.map((tax): DealTaxLine => {
    const tradeInCredited = credit > 0 && tradeInReducesTax(input.province, tax.name);
    // GST and HST are also charged on the federal luxury tax (part of the value for GST/HST); a trade-in never takes a base below 0.
    const onLuxury = tax.name === 'GST' || tax.name === 'HST' ? luxury : 0;
    const base = Math.max(0, priceBeforeTaxes + onLuxury - (tradeInCredited ? credit : 0));
    return { name: tax.name, percent: tax.percent, base, tradeInCredited, amount: isLease ? 0 : percentOf(base, tax.percent) };
  });
  const taxTotal = sumCents(taxes.map((t) => t.amount));
  const totalPrice = priceBeforeTaxes + luxury + taxTotal;
  const net = totalPrice + owed - credit;
  const amountDue = Math.max(0, net);
  const equitySurplus = Math.max(0, -net);
  const common = {
    method: input.method, province: input.province, productPrice, protectionPlanPrice, deliveryPrice, priceBeforeTaxes, taxes, levies, totalPrice,
    tradeIn: tradeIn && { ...tradeIn, equity: tradeIn.value - tradeIn.balanceOwed }, amountDue, equitySurplus, deposit,
  };

  if (input.method === 'cash') {
    const depositApplied = Math.min(deposit, amountDue);
    return {
      ...common, depositApplied, depositRefunded: deposit - depositApplied, downPaymentApplied: 0, balanceAtDelivery: amountDue - depositApplied,
      refund: equitySurplus + deposit - depositApplied, finance: null, lease: null,
    };
  }
  const terms = assertPaymentTerms({ termMonths: input.termMonths, ratePercent: input.ratePercent, frequency: input.frequency });
  const downPayment = assertNonNegativeCents(input.downPayment, 'downPayment');
  if (isLease) return { ...common, ...leaseOf(input, terms, { gross: priceBeforeTaxes + luxury + owed, credit, deposit, downPayment }) };

  const depositApplied = Math.min(deposit, amountDue);
  const downPaymentApplied = Math.min(downPayment, amountDue - depositApplied);
  const amountFinanced = amountDue - depositApplied - downPaymentApplied;
  const finance = disclosure(amountFinanced, Math.min(taxTotal, amountFinanced), terms, depositApplied + downPaymentApplied);
  return {
    ...common, depositApplied, depositRefunded: deposit - depositApplied, downPaymentApplied, balanceAtDelivery: amountFinanced,
    refund: equitySurplus + deposit - depositApplied, finance, lease: null,
  };
}

type Terms = { readonly termMonths: number; readonly ratePercent: number; readonly frequency: PaymentFrequency };

/**
 * A loan of `amountFinanced`, of which `interestFree` (the sales taxes, spec §4) carries no interest. The regular
 * payment is financePayment's; the cost of borrowing is the exact interest rounded once; the final payment takes the
 * difference, so payments add up to amount financed + cost of borrowing to the cent.
 */
function disclosure(amountFinanced: Cents, interestFree: Cents, terms: Terms, paidUpFront: Cents): CreditDisclosure {
  const n = paymentCount(terms.termMonths, terms.frequency);
  const principal = amountFinanced - interestFree;
  const costOfBorrowing = Math.max(0, roundHalfUp(n * exactFinancePayment({ ...terms, principal, interestFree: 0 }) - principal));
  const totalOfPayments = amountFinanced + costOfBorrowing;
  let payment = financePayment({ ...terms, principal, interestFree });
  if (totalOfPayments - (n - 1) * payment < 0) payment = Math.floor(totalOfPayments / n);
  const finalPayment = totalOfPayments - (n - 1) * payment;
  return {
    ratePercent: terms.ratePercent, apr: annualPercentageRate(amountFinanced, payment, finalPayment, n, terms.frequency), termMonths: terms.termMonths,
    frequency: terms.frequency, numberOfPayments: n, payment, finalPayment, amountFinanced, interestFreeAmount: interestFree, totalOfPayments,
    costOfBorrowing, totalObligation: paidUpFront + totalOfPayments,
  };
}

/**
 * The actuarial APR: the yearly rate (periodic rate × periods a year) at which the payments' present value is the
 * amount financed; found by bisection (the present value falls as the rate rises), to 2 decimals.
 */
export function annualPercentageRate(amountFinanced: Cents, payment: Cents, finalPayment: Cents, n: number, frequency: number): number {
  if (amountFinanced <= 0 || (n - 1) * payment + finalPayment <= amountFinanced) return 0;
  const presentValue = (i: number) => payment * (n === 1 ? 0 : -Math.expm1(-(n - 1) * Math.log1p(i)) / i) + finalPayment * Math.exp(-n * Math.log1p(i));
  let [low, high] = [1e-12, 1];
  for (let k = 0; k < 200 && high - low > 1e-13; k++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amountFinanced) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * frequency * 100 * 100) / 100;
}

function leaseOf(input: DealInput, terms: Terms, c: { gross: Cents; credit: Cents; deposit: Cents; downPayment: Cents }) {
  if (!input.lease) throw new DomainError('pricing.lease_terms_missing', 'validation', 'A lease needs its residual', 'lease');
  const { residual, residualPercent, kilometresPerYear } = input.lease;
  const reduction = c.credit + c.downPayment + c.deposit;
  const { capitalizedCost, refund } = adjustedCapitalizedCost(c.gross, reduction, residual);
  // leasePayment takes the residual as a percent of a base: the residual itself at 100 % gives the same amount.
  const paymentBeforeTax = leasePayment({ ...terms, capitalizedCost, msrp: residual, residualPercent: 100 });
  const taxes = input.taxes.map((tax) => ({ name: tax.name, percent: tax.percent, amount: percentOf(paymentBeforeTax, tax.percent) }));
  const payment = paymentBeforeTax + sumCents(taxes.map((t) => t.amount));
  const n = paymentCount(terms.termMonths, terms.frequency);
  // The reductions the lease applies, taken from the trade-in first, then the deposit, then the down payment: what is
  // left of the trade-in and the deposit is refunded; a down payment the lease cannot use is simply not collected.
  const applied = reduction - refund;
  const creditApplied = Math.min(c.credit, applied);
  const depositApplied = Math.min(c.deposit, applied - creditApplied);
  const downPaymentApplied = applied - creditApplied - depositApplied;
  const lease: LeaseDisclosure = {
    ratePercent: terms.ratePercent, termMonths: terms.termMonths, frequency: terms.frequency, numberOfPayments: n, paymentBeforeTax, taxes, payment,
    grossCapitalizedCost: c.gross, capitalizedCostReduction: applied, capitalizedCost, residual, residualPercent, kilometresPerYear,
    excessKmCharge: assertNonNegativeCents(input.lease.excessKmCharge, 'lease.excessKmCharge'), totalOfPayments: n * payment,
    costOfBorrowing: Math.max(0, n * paymentBeforeTax - Math.max(0, capitalizedCost - residual)),
    totalObligation: depositApplied + downPaymentApplied + n * payment,
  };
  return {
    depositApplied, depositRefunded: c.deposit - depositApplied, downPaymentApplied, balanceAtDelivery: downPaymentApplied,
    refund: c.credit - creditApplied + c.deposit - depositApplied, finance: null, lease,
  };
}

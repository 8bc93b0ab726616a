import type { QuoteRequest, SavedTradeIn, TransactionDetails, VehicleTimer } from '@marketplace/contracts';
import {
  completedSteps, DEFAULT_RATE_PERCENT, depositStatus, dirtySteps, PURCHASE_STEPS, STEP_MINUTES, stepNumber, taxProvince, tradeInUsable, transactionStatus, type DepositFacts,
  type ExistingTransaction, type TransactionFacts,
} from '@marketplace/domain';

export type Prices = NonNullable<TransactionDetails['prices']>;

/**
 * What the buyer's transaction screens show, under the domain's names. The decided state of a command handler and
 * a row of the `purchase.transaction_details` read model both have this shape, so one function answers for both.
 */
export type TransactionView = TransactionFacts & Pick<ExistingTransaction, 'transactionId' | 'vehicle' | 'startedAt' | 'updatedAt' | 'protectionPlan' | 'tradeIn' | 'priceChange' | 'creditDecision'> & {
  readonly paymentMethod: ExistingTransaction['paymentMethod'];
  readonly delivery: Pick<NonNullable<ExistingTransaction['delivery']>, 'deliveryTypeId' | 'method' | 'province'> | null;
  readonly deposit: DepositFacts & Pick<ExistingTransaction['deposit'], 'amount' | 'paymentIntentId' | 'updatedAt'>;
  /** Signed; `file` once its PDF is stored (ADR 0091): until then there is no contract to download. */
  readonly contract: { readonly url: string; readonly file: object | null } | null;
};

/** Where the buyer downloads the signed contract: once its PDF is stored (the web asks again until then). */
export const contractUrlOf = (s: Pick<TransactionView, 'contract'>): string | null => (s.contract?.file ? s.contract.url : null);

/**
 * The catalog's quote request for the buyer's current choices at `now` (spec §4 live recalculation). Finance and lease
 * take `creditRate`, the pre-qualified rate (ADR 0057); without one, the default rate only prices the estimate the
 * buyer cannot sign.
 */
export function quoteRequestOf(s: TransactionView, now: string, creditRate: number | null = null): QuoteRequest {
  const pm = s.paymentMethod;
  const t = s.tradeIn;
  // An appraisal counts while its offer is valid; a value typed before appraisals existed does not count.
  const tradeIn = tradeInUsable(t, now) ? { value: t.value, balanceDue: t.balanceDue, include: t.include } : undefined;
  return {
    vehicleId: s.vehicle.vehicleId,
    // Where the vehicle is delivered to the buyer, never the billing province they type (taxProvince).
    province: taxProvince(s) as QuoteRequest['province'],
    paymentMethod: pm?.method ?? 'finance',
    downPayment: pm?.terms.downPayment ?? 0,
    termMonths: pm?.terms.termMonths ?? 60,
    ratePercent: creditRate ?? DEFAULT_RATE_PERCENT,
    frequency: pm?.terms.frequency ?? 52,
    ...(s.protectionPlan?.plan ? { protectionPlanId: s.protectionPlan.plan.id } : {}),
    ...(s.delivery ? { deliveryTypeId: s.delivery.deliveryTypeId } : {}),
    ...(pm?.terms.kilometresPerYear !== undefined ? { kilometresPerYear: pm.terms.kilometresPerYear } : {}),
    ...(tradeIn ? { tradeIn } : {}),
  };
}

/** The saved trade-in as the step and the review show it, with whether its offer still counts at `now`. */
export function savedTradeInView(t: TransactionView['tradeIn'], now: string): SavedTradeIn | null {
  if (!t) return null;
  if (t.skip) return { skip: true };
  return {
    skip: false, tradeInId: t.tradeInId ?? null, vin: t.vin, value: t.value, balanceDue: t.balanceDue, include: t.include, year: t.year ?? null,
    make: t.make ?? null, model: t.model ?? null, offerExpiresAt: t.offerExpiresAt ?? null, usable: tradeInUsable(t, now),
  };
}

export function depositView(d: TransactionView['deposit']) {
  const held = d.paid && !d.refunded;
  return { paid: held, amountPaid: held ? d.amount : 0, dateUpdated: d.updatedAt, stripeId: d.paymentIntentId, lastEvent: depositStatus(d) };
}

export function transactionDetails(s: TransactionView, prices: Prices | null, hold: VehicleTimer | null): TransactionDetails {
  const done = completedSteps(s);
  const dirty = dirtySteps(s);
  return {
    Status: 1,
    transactionId: s.transactionId,
    status: transactionStatus(s),
    vehicle: {
      vehicleId: s.vehicle.vehicleId, vin: s.vehicle.vin, condition: s.vehicle.condition, year: s.vehicle.year, make: s.vehicle.make,
      model: s.vehicle.model, trim: s.vehicle.trim, photo: s.vehicle.photo, price: s.vehicle.price, kilometres: s.vehicle.kilometres ?? null,
      dealer: { name: s.vehicle.dealer.name, city: s.vehicle.dealer.city, province: s.vehicle.dealer.province },
    },
    steps: PURCHASE_STEPS.map((step) => ({
      step, number: stepNumber(step), minutes: STEP_MINUTES[step], completed: done.includes(step), dirty: (dirty as string[]).includes(step),
    })),
    completedSteps: done,
    dirtySteps: dirty,
    currentStep: PURCHASE_STEPS.find((step) => !done.includes(step)) ?? 'review',
    prices,
    deposit: depositView(s.deposit),
    contractSigned: s.contract !== null,
    contractUrl: contractUrlOf(s),
    hold,
    priceChange: s.priceChange,
    creditDecision: s.creditDecision,
    startedAt: s.startedAt,
    updatedAt: s.updatedAt,
  };
}

/** Whether the buyer's answer shows the vehicle's hold: only while the transaction is still open. */
export const showsHold = (s: Pick<TransactionView, 'cancelled' | 'contract'>) => !s.cancelled && !s.contract;

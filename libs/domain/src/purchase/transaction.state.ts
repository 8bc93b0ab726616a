import { evolveMoneyBack, NO_MONEY_BACK, type MoneyBackState } from './money-back-return';
import type { Address, Personal, PersonalDetails } from './personal';
import { FORM_STEPS, type FormStep, type PurchaseStep } from './steps';
import {
  LISTING_PRICE_CHANGED, type ContractLanguage, type CreditDecisionRef, type DeliveryMethod, type PaymentTermsChoice, type ProtectionPlanChoice,
  type PurchasePaymentMethod, type SignedDeal, type StoredFileRef, type TradeInChoice, type TransactionEvent, type VehicleSnapshot,
} from './transaction.events';

/** Spec §4: a transaction is incomplete, pending (deposit paid) or completed (contract signed); or cancelled. */
export type TransactionStatus = 'incomplete' | 'pending' | 'completed' | 'cancelled';

export interface StepProgress {
  readonly completed: boolean;
  /** Saved as a draft after its last completion: edited and not confirmed. */
  readonly dirty: boolean;
  readonly savedAt: string;
}

/**
 * The deposit, as a set of facts rather than a sequence: whatever order Stripe's webhooks arrive in, the same facts give
 * the same state. Status is derived: refunded > refund requested > paid > requested > none.
 */
export interface DepositState {
  readonly paymentIntentId: string | null;
  readonly amount: number;
  readonly requested: boolean;
  readonly paid: boolean;
  readonly paidAt: string | null;
  readonly failedReason: string | null;
  readonly refundRequested: boolean;
  readonly refundReason: string | null;
  readonly refundIdempotencyKey: string | null;
  readonly refunded: boolean;
  readonly refundId: string | null;
  /** Payments on this transaction's other intents after the deposit was paid, by intent: each is refunded. */
  readonly surplus: Readonly<Record<string, SurplusPayment>>;
  /** Stripe event ids applied (deduplication). */
  readonly stripeEventIds: readonly string[];
  /** The latest instant of any deposit fact (a maximum, so it does not depend on arrival order). */
  readonly updatedAt: string | null;
}

export interface SurplusPayment {
  readonly amount: number;
  readonly refunded: boolean;
}

export type DepositStatus = 'none' | 'requested' | 'failed' | 'paid' | 'refund_requested' | 'refunded';

/** The deposit facts the derived statuses read (read models keep these, not the whole write state). */
export type DepositFacts = Pick<DepositState, 'requested' | 'paid' | 'failedReason' | 'refundRequested' | 'refunded'>;
/** The transaction facts the derived statuses and step lists read. */
export interface TransactionFacts {
  readonly cancelled: boolean;
  readonly steps: Partial<Record<FormStep, Pick<StepProgress, 'completed' | 'dirty'>>>;
  readonly deposit: DepositFacts;
  readonly contract: object | null;
}

export function depositStatus(d: DepositFacts): DepositStatus {
  if (d.refunded) return 'refunded';
  if (d.refundRequested && d.paid) return 'refund_requested';
  if (d.paid) return 'paid';
  if (d.failedReason) return 'failed';
  return d.requested ? 'requested' : 'none';
}

export interface ExistingTransaction {
  readonly exists: true;
  readonly version: number;
  readonly transactionId: string;
  readonly userId: string;
  readonly vehicle: VehicleSnapshot;
  readonly startedAt: string;
  readonly updatedAt: string;
  readonly cancelled: boolean;
  readonly steps: Partial<Record<FormStep, StepProgress>>;
  readonly personalDetails: Personal<PersonalDetails> | null;
  /** The billing province the buyer typed (the contract's languages); never the taxes' one (taxProvince). */
  readonly province: string | null;
  readonly tradeIn: TradeInChoice | null;
  readonly paymentMethod: { readonly method: PurchasePaymentMethod; readonly terms: PaymentTermsChoice } | null;
  readonly creditApplicationId: string | null;
  readonly protectionPlan: { readonly plan: ProtectionPlanChoice | null } | null;
  readonly delivery: {
    readonly method: DeliveryMethod; readonly deliveryTypeId: number; readonly price: number; readonly touchless: boolean; readonly date: string;
    readonly distanceKm: number | null; readonly address: Personal<Address> | null; readonly province?: string | null;
  } | null;
  readonly license: { readonly front: StoredFileRef | null; readonly back: StoredFileRef | null; readonly confirmed: boolean };
  readonly deposit: DepositState;
  readonly signature: StoredFileRef | null;
  /**
   * Signed: where the buyer downloads it, its PDF (null until the order-finalization process stored it, ADR 0091), the
   * deal it states (null on contracts signed before, whose PDF was stored with the signature).
   */
  readonly contract: {
    readonly url: string; readonly file: StoredFileRef | null; readonly languages: readonly ContractLanguage[]; readonly signedAt: string;
    readonly deal: SignedDeal | null;
  } | null;
  /** A staff change of the held price the buyer has not accepted yet (signing waits for it). */
  readonly priceChange: PendingPriceChange | null;
  /** The listing's price as the purchase last followed it: at the start, then each change that followed the listing. */
  readonly listedPrice: number;
  /** The credit pre-qualification finance or lease uses (outcome, band, application id). */
  readonly creditDecision: CreditDecisionRef | null;
  /** The handover and the 7-day money-back return (issue #16 item 8). */
  readonly moneyBack: MoneyBackState;
}

export interface PendingPriceChange {
  readonly from: number;
  readonly to: number;
  readonly reason: string;
  readonly changedAt: string;
}

export type TransactionState = { readonly exists: false; readonly version: number } | ExistingTransaction;

export const initialTransactionState: TransactionState = { exists: false, version: 0 };

export const EMPTY_DEPOSIT: DepositState = {
  paymentIntentId: null, amount: 0, requested: false, paid: false, paidAt: null, failedReason: null, refundRequested: false, refundReason: null,
  refundIdempotencyKey: null, refunded: false, refundId: null, surplus: {}, stripeEventIds: [], updatedAt: null,
};

/** Deduplication memory: the last Stripe event ids (a redelivery comes within days, not after hundreds of events). */
const MAX_STRIPE_EVENT_IDS = 200;
function seen(d: DepositState, stripeEventId: string | null, at: string): DepositState {
  const ids = stripeEventId && !d.stripeEventIds.includes(stripeEventId) ? [...d.stripeEventIds, stripeEventId].slice(-MAX_STRIPE_EVENT_IDS) : d.stripeEventIds;
  return { ...d, stripeEventIds: ids, updatedAt: d.updatedAt && d.updatedAt > at ? d.updatedAt : at };
}

export function transactionStatus(s: TransactionFacts): TransactionStatus {
  if (s.cancelled) return 'cancelled';
  if (s.contract) return 'completed';
  if (s.deposit.paid && !s.deposit.refunded && !s.deposit.refundRequested) return 'pending';
  return 'incomplete';
}

/** Steps completed and not dirty, in order; deposit when paid (and not refunded), review when signed. */
export function completedSteps(s: TransactionFacts): PurchaseStep[] {
  const done: PurchaseStep[] = FORM_STEPS.filter((step) => s.steps[step]?.completed && !s.steps[step]?.dirty);
  if (s.deposit.paid && !s.deposit.refunded && !s.deposit.refundRequested) done.push('deposit');
  if (s.contract) done.push('review');
  return done;
}

export function dirtySteps(s: Pick<TransactionFacts, 'steps'>): FormStep[] {
  return FORM_STEPS.filter((step) => s.steps[step]?.dirty);
}

const step = (s: ExistingTransaction, key: FormStep, completed: boolean, at: string): ExistingTransaction => ({
  ...s, steps: { ...s.steps, [key]: { completed, dirty: !completed, savedAt: at } }, updatedAt: at,
});

export function evolveTransaction(state: TransactionState, event: TransactionEvent): TransactionState {
  const version = state.version + 1;
  if (event.type === 'TransactionStarted') {
    const d = event.data;
    return {
      exists: true, version, transactionId: d.transactionId, userId: d.userId, vehicle: d.vehicle, startedAt: d.startedAt, updatedAt: d.startedAt,
      cancelled: false, steps: {}, personalDetails: null, province: null, tradeIn: null, paymentMethod: null, creditApplicationId: null,
      protectionPlan: null, delivery: null, license: { front: null, back: null, confirmed: false }, deposit: EMPTY_DEPOSIT, signature: null, contract: null,
      priceChange: null, listedPrice: d.vehicle.price, creditDecision: null, moneyBack: NO_MONEY_BACK,
    };
  }
  if (!state.exists) return { ...state, version };
  const s: ExistingTransaction = { ...state, version };
  switch (event.type) {
    case 'PersonalDetailsSaved':
      return { ...step(s, 'personal-details', event.data.completed, event.data.savedAt), personalDetails: event.data.details, province: event.data.province };
    case 'TradeInSaved':
      return { ...step(s, 'trade-in', event.data.completed, event.data.savedAt), tradeIn: event.data.tradeIn };
    case 'PaymentMethodSaved':
      return { ...step(s, 'payment-method', event.data.completed, event.data.savedAt), paymentMethod: { method: event.data.method, terms: event.data.terms } };
    case 'CreditApplicationRecorded':
      return { ...s, creditApplicationId: event.data.creditApplicationId };
    case 'ProtectionPlanSaved':
      return { ...step(s, 'protection-plan', event.data.completed, event.data.savedAt), protectionPlan: { plan: event.data.plan } };
    case 'DeliverySaved': {
      const { transactionId: _t, completed: _c, savedAt: _s, ...delivery } = event.data;
      return { ...step(s, 'delivery', event.data.completed, event.data.savedAt), delivery };
    }
    case 'DriversLicenseUploaded': {
      // A new image of either side must be confirmed again.
      const license = { ...s.license, [event.data.side]: event.data.file, confirmed: false };
      const progress = s.steps['drivers-license'];
      const steps = progress ? { ...s.steps, 'drivers-license': { ...progress, completed: false, dirty: true, savedAt: event.data.uploadedAt } } : s.steps;
      return { ...s, license, steps, updatedAt: event.data.uploadedAt };
    }
    case 'DriversLicenseConfirmed':
      return { ...step(s, 'drivers-license', true, event.data.confirmedAt), license: { ...s.license, confirmed: true } };
    case 'DepositRequested': {
      const d = seen(s.deposit, event.data.stripeEventId, event.data.requestedAt);
      // A new intent (the previous one was cancelled) replaces the old one until a payment is recorded.
      const paymentIntentId = s.deposit.paid ? s.deposit.paymentIntentId : event.data.paymentIntentId;
      return { ...s, deposit: { ...d, requested: true, paymentIntentId, amount: s.deposit.paid ? s.deposit.amount : event.data.amount } };
    }
    case 'DepositPaid': {
      const d = seen(s.deposit, event.data.stripeEventId, event.data.paidAt);
      return {
        ...s,
        deposit: { ...d, paid: true, failedReason: null, paidAt: event.data.paidAt, paymentIntentId: event.data.paymentIntentId, amount: event.data.amount },
      };
    }
    case 'DepositFailed': {
      const d = seen(s.deposit, event.data.stripeEventId, event.data.failedAt);
      return { ...s, deposit: { ...d, failedReason: d.paid ? null : event.data.reason } };
    }
    case 'DepositRefundRequested':
      return {
        ...s,
        deposit: {
          ...seen(s.deposit, null, event.data.requestedAt), refundRequested: true, refundReason: event.data.reason,
          refundIdempotencyKey: event.data.idempotencyKey,
        },
      };
    case 'DepositRefunded': {
      const d = seen(s.deposit, event.data.stripeEventId, event.data.refundedAt);
      return { ...s, deposit: { ...d, refunded: true, refundId: event.data.refundId, paymentIntentId: d.paymentIntentId ?? event.data.paymentIntentId } };
    }
    case 'SurplusPaymentReceived': {
      const d = seen(s.deposit, event.data.stripeEventId, event.data.receivedAt);
      return { ...s, deposit: { ...d, surplus: { ...d.surplus, [event.data.paymentIntentId]: { amount: event.data.amount, refunded: false } } } };
    }
    case 'SurplusPaymentRefunded': {
      const d = seen(s.deposit, event.data.stripeEventId, event.data.refundedAt);
      return { ...s, deposit: { ...d, surplus: { ...d.surplus, [event.data.paymentIntentId]: { amount: event.data.amount, refunded: true } } } };
    }
    case 'SignatureUploaded':
      return { ...s, signature: event.data.file, updatedAt: event.data.uploadedAt };
    case 'ContractSigned':
      return {
        ...s,
        contract: {
          url: event.data.contractUrl, file: event.data.contract ?? null, languages: event.data.languages, signedAt: event.data.signedAt,
          deal: event.data.deal ?? null,
        },
        moneyBack: { ...s.moneyBack, contractTotal: event.data.total }, updatedAt: event.data.signedAt,
      };
    case 'ContractDocumentStored':
      return s.contract ? { ...s, contract: { ...s.contract, file: event.data.contract } } : s;
    case 'VehicleDelivered':
    case 'ReturnRequested':
    case 'ReturnPickupScheduled':
    case 'ReturnInspected':
    case 'ReturnRefundIssued':
      return { ...s, moneyBack: evolveMoneyBack(s.moneyBack, event) };
    case 'TransactionCancelled':
      return { ...s, cancelled: true, updatedAt: event.data.cancelledAt };
    case 'HeldPriceChanged': {
      const { from, to, reason, changedAt } = event.data;
      const listedPrice = reason === LISTING_PRICE_CHANGED ? to : s.listedPrice;
      return { ...s, priceChange: { from, to, reason, changedAt }, listedPrice, updatedAt: changedAt };
    }
    case 'CreditDecisionAttached': {
      const { applicationId, outcome, band, decidedAt, ratePercent = null, maxAmount = null, coApplicant } = event.data;
      return {
        ...s, creditDecision: { applicationId, outcome, band, decidedAt, ratePercent, maxAmount, ...(coApplicant ? { coApplicant } : {}) }, creditApplicationId: applicationId,
      };
    }
    case 'CreditDecisionUpdated': {
      // A person's answer carries no terms: the rate and maximum stay those the application was decided with.
      const { applicationId, outcome, band, decidedAt } = event.data;
      return { ...s, creditDecision: { ...s.creditDecision, applicationId, outcome, band, decidedAt } };
    }
    case 'HeldPriceChangeAccepted':
      return { ...s, vehicle: { ...s.vehicle, price: event.data.price }, priceChange: null, updatedAt: event.data.acceptedAt };
    default:
      return s;
  }
}

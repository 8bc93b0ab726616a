import { assertNever, LEASE_KILOMETRE_CHOICES, MAX_LEASE_TERM_MONTHS, MIN_LEASE_TERM_MONTHS, type Decider } from '../shared';
import { decideMoneyBack, ReturnErrors, type MoneyBackCommand } from './money-back-return';
import { normalizeAddress, normalizeApplicant, normalizePersonalDetails, type Address, type CreditApplicant, type PersonalDetails } from './personal';
import { PurchaseErrors } from './purchase.errors';
import { FORM_STEPS, PURCHASE_LIMITS, type FormStep } from './steps';
import type {
  ContractLanguage, CreditDecisionRef, DeliveryMethod, LicenseSide, PaymentTermsChoice, ProtectionPlanChoice, PurchasePaymentMethod, SignedDeal, StoredFileRef, TradeInAppraisal, TradeInChoice,
  CancellationReason, TransactionEvent, VehicleSnapshot,
} from './transaction.events';
import { evolveTransaction, initialTransactionState, type ExistingTransaction, type TransactionFacts, type TransactionState } from './transaction.state';

interface TxCommand {
  readonly transactionId: string;
  /** The signed-in buyer (ownership is checked against the transaction). */
  readonly userId: string;
  /** ISO instant. */
  readonly now: string;
}

/**
 * Whether the buyer still holds the vehicle (a live lock or their reservation), as the application read it from the
 * vehicle stream. A transaction whose deposit is paid no longer needs it.
 */
interface NeedsVehicle {
  readonly vehicleHeld: boolean;
}

interface StepSave extends TxCommand, NeedsVehicle {
  /** false saves a draft: the step stays dirty until it is saved as completed. */
  readonly completed: boolean;
}

export interface StartTransaction extends TxCommand, NeedsVehicle {
  readonly type: 'StartTransaction';
  readonly vehicle: VehicleSnapshot;
}
export interface SavePersonalDetails extends StepSave {
  readonly type: 'SavePersonalDetails';
  readonly details: PersonalDetails;
}
/** What the buyer sends for step 2: skip, or one of their appraisals with the balance still owed on it. */
export type TradeInRequest =
  | { readonly skip: true }
  | { readonly skip: false; readonly tradeInId: string; readonly balanceDue: number; readonly include: boolean };
export interface SaveTradeIn extends StepSave {
  readonly type: 'SaveTradeIn';
  readonly tradeIn: TradeInRequest;
  /**
   * The trade-in module's answer for `tradeIn.tradeInId` at `now`: the appraisal, none of the buyer's, its offer lapsed,
   * or credited on another transaction's contract.
   */
  readonly appraisal?: TradeInAppraisal | 'not_found' | 'offer_lapsed' | 'committed_elsewhere';
}
export interface SavePaymentMethod extends StepSave {
  readonly type: 'SavePaymentMethod';
  readonly method: PurchasePaymentMethod;
  readonly terms: PaymentTermsChoice;
  /** Finance and lease: the credit applicant (spec §3). */
  readonly applicant?: CreditApplicant;
  /**
   * The decision credit gave the application made of `applicant` (credit's public API, submitted by the handler once the
   * applicant is valid and the step completed): outcome in_review when the bureau could not answer and a person decides.
   */
  readonly submitted?: CreditDecisionRef | null;
  /** The buyer's credit pre-qualification younger than 30 days (credit's public API), if any: used instead of an applicant. */
  readonly prequalification?: CreditDecisionRef | null;
  /** 'YYYY-MM-DD' (age and time-at-address rules). */
  readonly today: string;
}
export interface SaveProtectionPlan extends StepSave {
  readonly type: 'SaveProtectionPlan';
  /** The id the buyer chose, null for no plan. */
  readonly requestedPlanId: number | null;
  /** The plan the catalog knows under that id (null when none: "no plan found for this vehicle"). */
  readonly plan: ProtectionPlanChoice | null;
}
export interface SaveDelivery extends StepSave {
  readonly type: 'SaveDelivery';
  readonly method: DeliveryMethod;
  /** The catalog's delivery type for the choice, null when unknown. */
  readonly deliveryType: { readonly id: number; readonly key: DeliveryMethod; readonly price: number; readonly maxDistanceKm: number | null } | null;
  readonly touchless: boolean;
  readonly date: string;
  /** todayPlusDays(today in the dealer's province, 2): the spec's date helper. */
  readonly earliestDate: string;
  readonly address: Address | null;
  /** Distance from the dealer to the geocoded address; null when the address could not be placed precisely. */
  readonly distanceKm: number | null;
}
export interface UploadDriversLicense extends TxCommand, NeedsVehicle {
  readonly type: 'UploadDriversLicense';
  readonly side: LicenseSide;
  readonly file: StoredFileRef;
}
export interface ConfirmDriversLicense extends TxCommand, NeedsVehicle {
  readonly type: 'ConfirmDriversLicense';
  readonly fourCornersVisible: boolean;
  readonly addressMatches: boolean;
}
export interface RequestDeposit extends TxCommand, NeedsVehicle {
  readonly type: 'RequestDeposit';
  readonly paymentIntentId: string;
  readonly amount: number;
  readonly emailVerified: boolean;
}
/** A verified Stripe webhook (or a reconciliation read), applied as a fact. */
export interface ApplyStripeEvent {
  readonly type: 'ApplyStripeEvent';
  readonly transactionId: string;
  readonly now: string;
  readonly stripeEventId: string;
  readonly kind: 'created' | 'succeeded' | 'failed' | 'refunded';
  readonly paymentIntentId: string;
  readonly amount: number;
  readonly refundId?: string;
  readonly reason?: string;
  /** The card that paid (a `succeeded` payment): Stripe's brand (`visa`, `mastercard`…) and last four digits. */
  readonly card?: { readonly brand: string; readonly last4: string };
}
/**
 * The deposit's intent is paid, as the provider answers when asked about the intent itself rather than by a webhook:
 * the buyer sent the card again for an intent Stripe had already taken (a reload after a crash, a second tab) before
 * Stripe's `payment_intent.succeeded` was recorded (ADR 0088). The same fact as that webhook's: whichever comes first
 * records DepositPaid, the other finds the deposit paid and records nothing.
 */
export interface RecordPaidIntent {
  readonly type: 'RecordPaidIntent';
  readonly transactionId: string;
  readonly now: string;
  readonly paymentIntentId: string;
  readonly amount: number;
  readonly card?: { readonly brand: string; readonly last4: string };
}
export interface RequestDepositRefund {
  readonly type: 'RequestDepositRefund';
  readonly transactionId: string;
  readonly now: string;
  readonly reason: 'reservation_expired' | 'cancelled' | 'vehicle_unavailable';
}
export interface UploadSignature extends TxCommand, NeedsVehicle {
  readonly type: 'UploadSignature';
  readonly file: StoredFileRef;
  /** Pixel size of the cleaned drawing (its transparent margins trimmed): too small means nothing was drawn. */
  readonly drawing: { readonly width: number; readonly height: number };
}

/** A drawn signature smaller than this (after trimming) is an empty pad or a dot. */
export const MIN_SIGNATURE_SIZE = { width: 20, height: 10 } as const;

/** One refund per deposit, however often the refund is retried (the payment provider's idempotency key). */
export const refundIdempotencyKey = (transactionId: string, paymentIntentId: string): string => `deposit-refund-${transactionId}-${paymentIntentId}`;
/** One refund per surplus payment (a payment after the deposit was paid). */
export const surplusRefundIdempotencyKey = (transactionId: string, paymentIntentId: string): string => `surplus-refund-${transactionId}-${paymentIntentId}`;
/** What signing checks beyond the transaction, as the application read it from the vehicle stream and the request. */
export interface SigningFacts {
  /** The transaction the vehicle's reservation belongs to (null: not reserved). */
  readonly reservedFor: string | null;
  /** The total the contract says (the prices at `now`), and the one the buyer reviewed (absent: the request did not say). */
  readonly total: number;
  readonly reviewedTotal?: number;
}
export interface SignContract extends TxCommand, SigningFacts {
  readonly type: 'SignContract';
  readonly contractUrl: string;
  readonly languages: readonly ContractLanguage[];
  /** The deal at `total` the contract states (ADR 0091: its PDF is drawn from it after the decision). */
  readonly deal: SignedDeal;
}
/** The signed contract's PDF is stored (the order-finalization process): once per contract, a no-op after. */
export interface RecordContractDocument {
  readonly type: 'RecordContractDocument';
  readonly transactionId: string;
  readonly now: string;
  readonly contract: StoredFileRef;
}
export interface CancelTransaction extends TxCommand {
  readonly type: 'CancelTransaction';
  readonly reason: CancellationReason;
}

/** Staff (not the buyer) change a held price on purpose, with a reason the buyer is shown. */
export interface ChangeHeldPrice {
  readonly type: 'ChangeHeldPrice';
  readonly transactionId: string;
  readonly now: string;
  readonly staffId: string;
  readonly price: number;
  readonly reason: string;
}
/** The buyer accepts the change they were shown (`price`: the new price as shown, so a later change is not accepted blindly). */
export interface AcceptPriceChange extends TxCommand {
  readonly type: 'AcceptPriceChange';
  readonly price: number;
}

/** Credit decided an application later (credit.decided.v1, e.g. a person answered an in_review file). */
export interface UpdateCreditDecision {
  readonly type: 'UpdateCreditDecision';
  readonly transactionId: string;
  readonly now: string;
  readonly decision: CreditDecisionRef;
}

export type TransactionCommand =
  | ChangeHeldPrice | UpdateCreditDecision | AcceptPriceChange
  | StartTransaction | SavePersonalDetails | SaveTradeIn | SavePaymentMethod | SaveProtectionPlan | SaveDelivery | UploadDriversLicense
  | ConfirmDriversLicense | RequestDeposit | ApplyStripeEvent | RecordPaidIntent | RequestDepositRefund | UploadSignature | SignContract | RecordContractDocument | CancelTransaction
  | MoneyBackCommand;

/** The buyer's own transaction, or 404 (someone else's transaction is not revealed). */
export function ownedBy(state: TransactionState, userId: string): ExistingTransaction {
  if (!state.exists || state.userId !== userId) throw PurchaseErrors.transactionNotFound();
  return state;
}

function open(state: TransactionState, userId: string): ExistingTransaction {
  const s = ownedBy(state, userId);
  if (s.cancelled || s.contract) throw PurchaseErrors.transactionClosed();
  return s;
}

const depositHolds = (s: ExistingTransaction) => s.deposit.paid && !s.deposit.refundRequested && !s.deposit.refunded;

function openAndHeld(state: TransactionState, c: TxCommand & NeedsVehicle): ExistingTransaction {
  const s = open(state, c.userId);
  if (!c.vehicleHeld && !depositHolds(s)) throw PurchaseErrors.lockLost();
  return s;
}

/** Form steps not yet completed (or edited since), in order. */
export function missingSteps(s: Pick<TransactionFacts, 'steps'>): FormStep[] {
  return FORM_STEPS.filter((step) => !s.steps[step]?.completed || s.steps[step]?.dirty);
}

/**
 * Why the contract cannot be signed yet (throws), for the handler's check before it renders the PDF: the steps, the
 * deposit, the vehicle reserved for this very transaction (not a lapsed reservation another buyer has since replaced),
 * the signature, no price change waiting.
 */
export function assertCanSign(state: TransactionState, userId: string, reservedFor: string | null): ExistingTransaction {
  const s = open(state, userId);
  const missing = missingSteps(s);
  if (missing.length > 0) throw PurchaseErrors.stepsIncomplete(missing);
  if (s.deposit.refunded || s.deposit.refundRequested) throw PurchaseErrors.depositRefunded();
  if (!s.deposit.paid) throw PurchaseErrors.depositNotPaid();
  if (reservedFor !== s.transactionId) throw PurchaseErrors.reservationNotHeld();
  if (!s.signature) throw PurchaseErrors.signatureMissing();
  if (s.priceChange) throw PurchaseErrors.priceChangePending();
  return s;
}

/** The buyer signs the total they reviewed: any change since (a price, a trade-in offer that lapsed) is shown first. */
export function assertTotalReviewed(f: Pick<SigningFacts, 'total' | 'reviewedTotal'>): void {
  if (f.reviewedTotal !== undefined && f.reviewedTotal !== f.total) throw PurchaseErrors.pricesChanged(f.total);
}

/**
 * On resume, the listing's price to record as a held-price change (ChangeHeldPrice with LISTING_PRICE_CHANGED, which
 * the buyer sees and accepts like a staff change), or null: a held deposit keeps the price, and a listing that did not
 * move since the purchase last followed it changes nothing (a staff change of this buyer's price stays).
 */
export function listingPriceToFollow(s: ExistingTransaction, listedPrice: number): number | null {
  if (s.cancelled || s.contract || depositHolds(s)) return null;
  return listedPrice === s.listedPrice ? null : listedPrice;
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

export function decideTransaction(command: TransactionCommand, state: TransactionState): TransactionEvent[] {
  switch (command.type) {
    case 'StartTransaction': {
      if (state.exists) throw PurchaseErrors.transactionExists();
      if (!command.vehicleHeld) throw PurchaseErrors.lockLost();
      return [{ type: 'TransactionStarted', data: { transactionId: command.transactionId, userId: command.userId, vehicle: command.vehicle, startedAt: command.now } }];
    }
    case 'SavePersonalDetails': {
      openAndHeld(state, command);
      const details = normalizePersonalDetails(command.details);
      return [{
        type: 'PersonalDetailsSaved',
        data: { transactionId: command.transactionId, completed: command.completed, details, province: details.billing.province, savedAt: command.now },
      }];
    }
    case 'SaveTradeIn': {
      openAndHeld(state, command);
      return [{ type: 'TradeInSaved', data: { transactionId: command.transactionId, completed: command.completed, tradeIn: appraisedTradeIn(command), savedAt: command.now } }];
    }
    case 'SavePaymentMethod':
      return savePaymentMethod(command, openAndHeld(state, command));
    case 'SaveProtectionPlan': {
      openAndHeld(state, command);
      if (command.requestedPlanId !== null && (!command.plan || command.plan.id !== command.requestedPlanId)) throw PurchaseErrors.protectionPlanNotFound();
      return [{
        type: 'ProtectionPlanSaved',
        data: { transactionId: command.transactionId, completed: command.completed, plan: command.requestedPlanId === null ? null : command.plan, savedAt: command.now },
      }];
    }
    case 'SaveDelivery':
      return saveDelivery(command, openAndHeld(state, command));
    case 'UploadDriversLicense':
      openAndHeld(state, command);
      return [{ type: 'DriversLicenseUploaded', data: { transactionId: command.transactionId, side: command.side, file: command.file, uploadedAt: command.now } }];
    case 'ConfirmDriversLicense': {
      const s = openAndHeld(state, command);
      if (!s.license.front) throw PurchaseErrors.licenseSideMissing('front');
      if (!s.license.back) throw PurchaseErrors.licenseSideMissing('back');
      if (!command.fourCornersVisible) throw PurchaseErrors.licenseNotConfirmed('fourCornersVisible');
      if (!command.addressMatches) throw PurchaseErrors.licenseNotConfirmed('addressMatches');
      if (s.license.confirmed && s.steps['drivers-license']?.completed && !s.steps['drivers-license']?.dirty) return [];
      return [{ type: 'DriversLicenseConfirmed', data: { transactionId: command.transactionId, confirmedAt: command.now } }];
    }
    case 'RequestDeposit':
      return requestDeposit(command, state);
    case 'ApplyStripeEvent':
      return applyStripeEvent(command, state);
    case 'RecordPaidIntent': {
      if (!state.exists) throw PurchaseErrors.transactionNotFound();
      const d = state.deposit;
      // Only the deposit's own intent, and only once: a payment recorded already (its webhook came first) stays as it is.
      if (d.paid || d.paymentIntentId !== command.paymentIntentId) return [];
      const card = command.card ? { cardBrand: command.card.brand, cardLast4: command.card.last4 } : {};
      return [{
        type: 'DepositPaid',
        data: { transactionId: command.transactionId, paymentIntentId: command.paymentIntentId, amount: command.amount, paidAt: command.now, stripeEventId: null, ...card },
      }];
    }
    case 'RequestDepositRefund': {
      if (!state.exists) throw PurchaseErrors.transactionNotFound();
      const d = state.deposit;
      if (!d.paid || d.refundRequested || d.refunded || !d.paymentIntentId) return [];
      return [{
        type: 'DepositRefundRequested',
        data: {
          transactionId: command.transactionId, paymentIntentId: d.paymentIntentId, amount: d.amount, reason: command.reason,
          idempotencyKey: refundIdempotencyKey(command.transactionId, d.paymentIntentId), requestedAt: command.now,
        },
      }];
    }
    case 'UploadSignature':
      openAndHeld(state, command);
      if (command.drawing.width < MIN_SIGNATURE_SIZE.width || command.drawing.height < MIN_SIGNATURE_SIZE.height) throw PurchaseErrors.signatureEmpty();
      return [{ type: 'SignatureUploaded', data: { transactionId: command.transactionId, file: command.file, uploadedAt: command.now } }];
    case 'SignContract': {
      const s = assertCanSign(state, command.userId, command.reservedFor);
      assertTotalReviewed(command);
      return [{
        type: 'ContractSigned',
        data: {
          transactionId: command.transactionId, contractUrl: command.contractUrl, languages: command.languages,
          total: command.total, deposit: s.deposit.amount, signedAt: command.now, deal: command.deal,
        },
      }];
    }
    case 'RecordContractDocument': {
      if (!state.exists) throw PurchaseErrors.transactionNotFound();
      if (!state.contract) throw ReturnErrors.notSigned();
      if (state.contract.file) return [];
      return [{ type: 'ContractDocumentStored', data: { transactionId: command.transactionId, contract: command.contract, storedAt: command.now } }];
    }
    case 'ChangeHeldPrice': {
      if (!state.exists) throw PurchaseErrors.transactionNotFound();
      if (state.cancelled || state.contract) throw PurchaseErrors.transactionClosed();
      if (!isCents(command.price) || command.price === 0) throw PurchaseErrors.invalidField('invalid_amount', 'price', 'A whole, positive number of cents');
      const reason = command.reason.trim();
      if (!reason) throw PurchaseErrors.required('reason');
      const current = state.priceChange?.to ?? state.vehicle.price;
      if (command.price === current) return [];
      return [{
        type: 'HeldPriceChanged',
        data: { transactionId: command.transactionId, from: state.vehicle.price, to: command.price, reason, changedBy: command.staffId, changedAt: command.now },
      }];
    }
    case 'AcceptPriceChange': {
      const s = open(state, command.userId);
      if (!s.priceChange) return [];
      if (s.priceChange.to !== command.price) throw PurchaseErrors.priceChangeMoved();
      return [{ type: 'HeldPriceChangeAccepted', data: { transactionId: command.transactionId, price: command.price, acceptedAt: command.now } }];
    }
    case 'UpdateCreditDecision':
      return updateCreditDecision(command, state);
    case 'RecordDelivery':
    case 'RequestReturn':
    case 'ScheduleReturnPickup':
    case 'RecordReturnInspection':
    case 'IssueReturnRefund':
      return decideMoneyBack(command, state);
    case 'CancelTransaction': {
      const s = ownedBy(state, command.userId);
      if (s.contract) throw PurchaseErrors.transactionClosed();
      if (s.cancelled) return [];
      if (command.reason === 'start_over' && depositHolds(s)) throw PurchaseErrors.depositPaidCannotRestart();
      return [{ type: 'TransactionCancelled', data: { transactionId: command.transactionId, reason: command.reason, cancelledAt: command.now } }];
    }
    default:
      return assertNever(command);
  }
}

/** The trade-in takes the appraisal's value and vehicle; the buyer only says what is still owed and whether to include it. */
function appraisedTradeIn(c: SaveTradeIn): TradeInChoice {
  const t = c.tradeIn;
  if (t.skip) return { skip: true };
  const a = c.appraisal;
  if (a === 'offer_lapsed') throw PurchaseErrors.tradeInOfferLapsed();
  if (a === 'committed_elsewhere') throw PurchaseErrors.tradeInUsed();
  if (!a || a === 'not_found' || a.tradeInId !== t.tradeInId) throw PurchaseErrors.tradeInNotFound();
  if (a.missingPhotos?.length) throw PurchaseErrors.tradeInPhotosMissing(a.missingPhotos);
  if (!isCents(t.balanceDue)) throw PurchaseErrors.invalidField('invalid_amount', 'balanceDue', 'A whole, non-negative number of cents');
  return {
    skip: false, tradeInId: a.tradeInId, vin: a.vin ?? '', value: a.value, balanceDue: t.balanceDue, include: t.include, year: a.year, make: a.make,
    model: a.model, ...(a.mileage !== null ? { mileage: a.mileage } : {}), offerExpiresAt: a.offerExpiresAt,
  };
}

/** A lease runs 24 to 60 months, at one of the offered yearly allowances (libs/domain pricing). */
function validLeaseTerms(terms: SavePaymentMethod['terms']): void {
  if (terms.termMonths < MIN_LEASE_TERM_MONTHS || terms.termMonths > MAX_LEASE_TERM_MONTHS) {
    throw PurchaseErrors.invalidField('invalid_lease_term', 'termMonths', `A lease runs ${MIN_LEASE_TERM_MONTHS} to ${MAX_LEASE_TERM_MONTHS} months`);
  }
  const km = terms.kilometresPerYear;
  if (km !== undefined && !(LEASE_KILOMETRE_CHOICES as readonly number[]).includes(km)) {
    throw PurchaseErrors.invalidField('invalid_kilometres', 'kilometresPerYear', `Choose ${LEASE_KILOMETRE_CHOICES.join(', ')} km a year`);
  }
}

function savePaymentMethod(c: SavePaymentMethod, s: ExistingTransaction): TransactionEvent[] {
  const { terms } = c;
  if (!Number.isInteger(terms.termMonths) || terms.termMonths < 1 || terms.termMonths > 120) {
    throw PurchaseErrors.invalidField('invalid_term', 'termMonths', 'Term must be 1 to 120 months');
  }
  if (!Number.isFinite(terms.ratePercent) || terms.ratePercent < 0 || terms.ratePercent > 40) {
    throw PurchaseErrors.invalidField('invalid_rate', 'ratePercent', 'Rate must be 0% to 40%');
  }
  if (![52, 26, 12, 1].includes(terms.frequency)) throw PurchaseErrors.invalidField('invalid_frequency', 'frequency', 'Frequency must be 52, 26, 12 or 1');
  if (!isCents(terms.downPayment)) throw PurchaseErrors.invalidField('invalid_amount', 'downPayment', 'A whole, non-negative number of cents');
  if (terms.downPayment > s.vehicle.price) throw PurchaseErrors.downPaymentTooHigh();
  if (c.method === 'lease') validLeaseTerms(terms);
  const saved: TransactionEvent = {
    type: 'PaymentMethodSaved', data: { transactionId: c.transactionId, completed: c.completed, method: c.method, terms, savedAt: c.now },
  };
  if (c.method === 'cash') return [saved];
  if (c.applicant) normalizeApplicant(c.applicant, c.today);
  if (!c.completed) return [saved];
  if (!c.applicant && !c.prequalification) throw PurchaseErrors.required('applicant');
  // Only the decision travels with the purchase; the applicant's answers stay sealed in credit's application.
  const decision = c.applicant ? c.submitted : c.prequalification;
  if (!decision || s.creditDecision?.applicationId === decision.applicationId) return [saved];
  return [saved, { type: 'CreditDecisionAttached', data: { transactionId: c.transactionId, ...decision, method: c.method, attachedAt: c.now } }];
}

/**
 * A later decision applies only to the application the purchase uses, while the transaction is open; the same outcome
 * and band again (a redelivery, the bureau's own decision) records nothing.
 */
function updateCreditDecision(c: UpdateCreditDecision, state: TransactionState): TransactionEvent[] {
  if (!state.exists || state.cancelled || state.contract) return [];
  const current = state.creditDecision;
  const next = c.decision;
  if (!current || current.applicationId !== next.applicationId) return [];
  if (current.outcome === next.outcome && current.band === next.band) return [];
  return [{ type: 'CreditDecisionUpdated', data: { transactionId: c.transactionId, ...next, updatedAt: c.now } }];
}

function saveDelivery(c: SaveDelivery, _s: ExistingTransaction): TransactionEvent[] {
  const type = c.deliveryType;
  if (!type || type.key !== c.method) throw PurchaseErrors.deliveryTypeNotFound();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(c.date)) throw PurchaseErrors.invalidField('invalid_date', 'date', 'A YYYY-MM-DD date');
  if (c.date < c.earliestDate) throw PurchaseErrors.deliveryDateTooSoon(c.earliestDate);
  let address: Address | null = null;
  let distanceKm: number | null = null;
  if (c.method === 'delivery') {
    if (!c.address) throw PurchaseErrors.deliveryAddressRequired();
    address = normalizeAddress(c.address, 'address', false);
    const maxKm = type.maxDistanceKm ?? PURCHASE_LIMITS.deliveryRadiusKm;
    if (c.distanceKm === null || !Number.isFinite(c.distanceKm)) throw PurchaseErrors.deliveryRouteUnavailable(maxKm);
    if (c.distanceKm > maxKm) throw PurchaseErrors.deliveryOutOfRange(maxKm);
    distanceKm = Math.round(c.distanceKm * 10) / 10;
  }
  return [{
    type: 'DeliverySaved',
    data: {
      transactionId: c.transactionId, completed: c.completed, method: c.method, deliveryTypeId: type.id, price: type.price, touchless: c.touchless,
      date: c.date, distanceKm, address, province: address?.province ?? null, savedAt: c.now,
    },
  }];
}

function requestDeposit(c: RequestDeposit, state: TransactionState): TransactionEvent[] {
  const s = openAndHeld(state, c);
  if (!c.emailVerified) throw PurchaseErrors.emailNotVerified();
  const missing = missingSteps(s);
  if (missing.length > 0) throw PurchaseErrors.stepsIncomplete(missing);
  if (s.deposit.refunded || s.deposit.refundRequested) throw PurchaseErrors.depositRefunded();
  if (s.deposit.paid) throw PurchaseErrors.depositAlreadyPaid();
  if (s.deposit.requested && s.deposit.paymentIntentId === c.paymentIntentId) return [];
  return [{
    type: 'DepositRequested',
    data: { transactionId: c.transactionId, paymentIntentId: c.paymentIntentId, amount: c.amount, currency: 'cad', requestedAt: c.now, stripeEventId: null },
  }];
}

/**
 * Webhooks in any order, any number of times: each Stripe event applies once, each fact is recorded once. Every intent
 * Stripe says is this transaction's (its metadata) counts: the first payment on any of them is the deposit, so a
 * payment on an intent replaced in the meantime is not lost, and a payment after that is a surplus, refunded.
 */
function applyStripeEvent(c: ApplyStripeEvent, state: TransactionState): TransactionEvent[] {
  if (!state.exists) throw PurchaseErrors.transactionNotFound();
  const d = state.deposit;
  if (d.stripeEventIds.includes(c.stripeEventId)) return [];
  const current = !d.paymentIntentId || d.paymentIntentId === c.paymentIntentId;
  const surplus = d.surplus[c.paymentIntentId];
  const base = { transactionId: c.transactionId, paymentIntentId: c.paymentIntentId, stripeEventId: c.stripeEventId };
  switch (c.kind) {
    case 'created':
      return current && !d.requested ? [{ type: 'DepositRequested', data: { ...base, amount: c.amount, currency: 'cad', requestedAt: c.now } }] : [];
    case 'succeeded':
      if (!d.paid) {
        const card = c.card ? { cardBrand: c.card.brand, cardLast4: c.card.last4 } : {};
        return [{ type: 'DepositPaid', data: { ...base, amount: c.amount, paidAt: c.now, ...card } }];
      }
      return current || surplus ? [] : [{ type: 'SurplusPaymentReceived', data: { ...base, amount: c.amount, receivedAt: c.now } }];
    case 'failed':
      return current && !d.paid && !d.refunded ? [{ type: 'DepositFailed', data: { ...base, reason: c.reason ?? 'card_declined', failedAt: c.now } }] : [];
    case 'refunded':
      if (surplus) {
        return surplus.refunded || c.amount < surplus.amount
          ? []
          : [{ type: 'SurplusPaymentRefunded', data: { ...base, refundId: c.refundId ?? 'unknown', amount: c.amount, refundedAt: c.now } }];
      }
      if (!current || d.refunded) return [];
      // Only the whole deposit ends it: a partial refund (from Stripe's dashboard) leaves the reservation as it was.
      if (d.amount > 0 && c.amount < d.amount) return [];
      return [{ type: 'DepositRefunded', data: { ...base, refundId: c.refundId ?? 'unknown', amount: c.amount, refundedAt: c.now } }];
    default:
      return assertNever(c.kind);
  }
}

/** The transaction decider: plug into the command runner with stream id `purchase-<transactionId>`. */
export const transactionDecider: Decider<TransactionCommand, TransactionEvent, TransactionState> = {
  initialState: initialTransactionState,
  decide: decideTransaction,
  evolve: evolveTransaction,
};

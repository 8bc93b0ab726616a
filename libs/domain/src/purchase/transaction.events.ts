import type { DomainEvent } from '../shared';
import type { ReturnReason } from './money-back-return';
/** Why a transaction ends before signing: the buyer starts over, cancels, or deactivates the account (ADR 0029). */
export type CancellationReason = 'start_over' | 'buyer' | 'account_deactivated';
import type { Address, CreditApplicant, Personal, PersonalDetails } from './personal';

export type PurchasePaymentMethod = 'cash' | 'finance' | 'lease';
export type DeliveryMethod = 'pickup' | 'delivery';
export type LicenseSide = 'front' | 'back';
export type ContractLanguage = 'fr' | 'en';

/** The vehicle as it was when the purchase started (the transaction card and the contract show it). Money in cents. */
export interface VehicleSnapshot {
  readonly vehicleId: string;
  readonly vin: string;
  readonly condition: 'new' | 'used';
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly photo: string | null;
  readonly kilometres?: number;
  /**
   * The buyer's held price: the advertised all-in price at the lock. A catalog price change applies to new buyers only
   * (and to this buyer when they resume without a deposit: LISTING_PRICE_CHANGED); only a change recorded on the purchase
   * (HeldPriceChanged) and accepted by the buyer moves it.
   */
  readonly price: number;
  readonly msrp: number | null;
  readonly dealer: { readonly companyId: number; readonly name: string; readonly city: string; readonly province: string; readonly lat: number; readonly lng: number };
}

/**
 * Every figure the signed contract states: pricing's `Deal` (computeDeal, ADR 0057) as the signing quoted it. Opaque
 * here (domain/purchase does not import domain/pricing); the server reads it with the contracts' DealSchema.
 */
export type SignedDeal = Readonly<Record<string, unknown>>;

/** A file in private storage (licence side, signature, contract). Its bytes are sealed with the buyer's key. */
export interface StoredFileRef {
  readonly fileId: string;
  readonly contentType: string;
  readonly bytes: number;
}

/**
 * Trade-in step: skipped, or the buyer's own appraisal (issue #12 item 5). The value is the trade-in module's offer,
 * never the client's; only the balance owed and whether to include it come from the buyer. Money in cents.
 */
export type TradeInChoice =
  | { readonly skip: true }
  | {
    readonly skip: false;
    readonly vin: string;
    readonly value: number;
    readonly balanceDue: number;
    readonly include: boolean;
    readonly year?: number;
    readonly make?: string;
    readonly model?: string;
    readonly mileage?: number;
    /** The trade-in module's id. Absent on values the buyer typed before appraisals existed (those are not priced). */
    readonly tradeInId?: string;
    /** Until when the offer may be used: an ISO instant, or null once the buyer confirmed it. Absent on old events. */
    readonly offerExpiresAt?: string | null;
  };

/** The appraisal as the trade-in module gives it to a purchase (null: not the buyer's, or no valid offer). */
export interface TradeInAppraisal {
  readonly tradeInId: string;
  readonly value: number;
  /** null: the buyer confirmed the offer (it no longer lapses). */
  readonly offerExpiresAt: string | null;
  readonly vin: string | null;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly mileage: number | null;
  /** The main photo slots the trade-in still lacks: an offer is used in a purchase only with all six (ADR 0058). */
  readonly missingPhotos?: readonly string[];
}

/** Whether a saved trade-in's value counts in the prices at `now`: an appraisal's offer that has not lapsed. */
export function tradeInUsable(t: TradeInChoice | null, now: string): t is Extract<TradeInChoice, { skip: false }> {
  if (!t || t.skip || !t.tradeInId || t.offerExpiresAt === undefined) return false;
  return t.offerExpiresAt === null || Date.parse(now) < Date.parse(t.offerExpiresAt);
}

export interface PaymentTermsChoice {
  readonly termMonths: number;
  readonly ratePercent: number;
  readonly frequency: 52 | 26 | 12 | 1;
  /** Cents, on top of the deposit. */
  readonly downPayment: number;
  readonly kilometresPerYear?: number;
}

export interface ProtectionPlanChoice {
  readonly id: number;
  readonly key: string;
  readonly nameEn: string;
  readonly nameFr: string;
  readonly price: number;
  readonly coverageMonths: number;
  readonly coverageKm: number;
}

interface Tx {
  readonly transactionId: string;
}
interface Saved extends Tx {
  /** false: a draft (the step is dirty until saved as completed). */
  readonly completed: boolean;
  readonly savedAt: string;
}

export type TransactionEvent =
  | DomainEvent<'TransactionStarted', Tx & { readonly userId: string; readonly vehicle: VehicleSnapshot; readonly startedAt: string }>
  | DomainEvent<'PersonalDetailsSaved', Saved & { readonly details: Personal<PersonalDetails>; readonly province: string }>
  | DomainEvent<'TradeInSaved', Saved & { readonly tradeIn: TradeInChoice }>
  | DomainEvent<'PaymentMethodSaved', Saved & { readonly method: PurchasePaymentMethod; readonly terms: PaymentTermsChoice }>
  | DomainEvent<'CreditApplicationRecorded', Tx & {
    readonly creditApplicationId: string;
    readonly method: 'finance' | 'lease';
    readonly applicant: Personal<Omit<CreditApplicant, 'sin'>>;
    /** Sealed on its own; null when not given (it is optional). */
    readonly sin: Personal<string> | null;
    readonly recordedAt: string;
  }>
  | DomainEvent<'ProtectionPlanSaved', Saved & { readonly plan: ProtectionPlanChoice | null }>
  | DomainEvent<'DeliverySaved', Saved & {
    readonly method: DeliveryMethod;
    readonly deliveryTypeId: number;
    readonly price: number;
    readonly touchless: boolean;
    readonly date: string;
    readonly distanceKm: number | null;
    readonly address: Personal<Address> | null;
    /**
     * The delivery address's province, in clear (null for a pickup): the sales taxes follow it (taxProvince). Absent
     * on events written before it was recorded.
     */
    readonly province?: string | null;
  }>
  | DomainEvent<'DriversLicenseUploaded', Tx & { readonly side: LicenseSide; readonly file: StoredFileRef; readonly uploadedAt: string }>
  | DomainEvent<'DriversLicenseConfirmed', Tx & { readonly confirmedAt: string }>
  | DomainEvent<'DepositRequested', Tx & { readonly paymentIntentId: string; readonly amount: number; readonly currency: 'cad'; readonly requestedAt: string; readonly stripeEventId: string | null }>
  // The card (Stripe's brand and last 4) is on deposits paid since issue #46; older events have none.
  // stripeEventId: the webhook's event, or null when the payment was read from the intent itself (RecordPaidIntent, ADR 0088).
  | DomainEvent<'DepositPaid', Tx & {
    readonly paymentIntentId: string; readonly amount: number; readonly paidAt: string; readonly stripeEventId: string | null;
    readonly cardBrand?: string; readonly cardLast4?: string;
  }>
  | DomainEvent<'DepositFailed', Tx & { readonly paymentIntentId: string; readonly reason: string; readonly failedAt: string; readonly stripeEventId: string }>
  | DomainEvent<'DepositRefundRequested', Tx & {
    readonly paymentIntentId: string;
    readonly amount: number;
    readonly reason: 'reservation_expired' | 'cancelled' | 'vehicle_unavailable';
    /** The idempotency key of the refund call: one refund per deposit, however often it is retried. */
    readonly idempotencyKey: string;
    readonly requestedAt: string;
  }>
  | DomainEvent<'DepositRefunded', Tx & { readonly paymentIntentId: string; readonly refundId: string; readonly amount: number; readonly refundedAt: string; readonly stripeEventId: string }>
  /** A payment on another of this transaction's intents once the deposit was paid: it is refunded, never kept. */
  | DomainEvent<'SurplusPaymentReceived', Tx & { readonly paymentIntentId: string; readonly amount: number; readonly receivedAt: string; readonly stripeEventId: string }>
  | DomainEvent<'SurplusPaymentRefunded', Tx & { readonly paymentIntentId: string; readonly refundId: string; readonly amount: number; readonly refundedAt: string; readonly stripeEventId: string }>
  | DomainEvent<'SignatureUploaded', Tx & { readonly file: StoredFileRef; readonly uploadedAt: string }>
  /**
   * The buyer signed at `total`: the decision. Since ADR 0091 the event carries the deal the contract states and no file:
   * the order-finalization process draws the PDF from it and records ContractDocumentStored. Contracts signed before
   * carry their stored PDF (`contract`) and no deal.
   */
  | DomainEvent<'ContractSigned', Tx & {
    readonly contractUrl: string;
    readonly contract?: StoredFileRef;
    /** In the order the document presents them (French first for a Quebec address). */
    readonly languages: readonly ContractLanguage[];
    readonly total: number;
    readonly deposit: number;
    readonly signedAt: string;
    readonly deal?: SignedDeal;
  }>
  /** The signed contract's PDF, drawn from ContractSigned and stored (the order-finalization process, ADR 0091). */
  | DomainEvent<'ContractDocumentStored', Tx & { readonly contract: StoredFileRef; readonly storedAt: string }>
  | DomainEvent<'TransactionCancelled', Tx & { readonly reason: CancellationReason; readonly cancelledAt: string }>
  /**
   * Staff changed the buyer's held price on purpose (issue #17 item 1), or the buyer resumed after the listing's price
   * moved (reason LISTING_PRICE_CHANGED); the buyer must accept it before signing.
   */
  | DomainEvent<'HeldPriceChanged', Tx & { readonly from: number; readonly to: number; readonly reason: string; readonly changedBy: string; readonly changedAt: string }>
  | DomainEvent<'HeldPriceChangeAccepted', Tx & { readonly price: number; readonly acceptedAt: string }>
  /** Finance or lease uses the buyer's credit pre-qualification (credit context): its decision, never personal values. */
  | DomainEvent<'CreditDecisionAttached', Tx & CreditDecisionRef & { readonly method: 'finance' | 'lease'; readonly attachedAt: string }>
  /** Credit decided the attached application later (a person answered an in_review file): its new outcome and band. */
  | DomainEvent<'CreditDecisionUpdated', Tx & CreditDecisionRef & { readonly updatedAt: string }>
  /** The 7-day money-back return (issue #16 item 8, money-back-return.ts): the handover, then each step of a return. */
  | DomainEvent<'VehicleDelivered', Tx & { readonly deliveredAt: string; readonly odometerKm: number; readonly recordedBy: string; readonly recordedAt: string }>
  | DomainEvent<'ReturnRequested', Tx & { readonly odometerKm: number; readonly reason: ReturnReason; readonly requestedAt: string }>
  | DomainEvent<'ReturnPickupScheduled', Tx & { readonly pickupAt: string; readonly scheduledBy: string; readonly scheduledAt: string }>
  | DomainEvent<'ReturnInspected', Tx & { readonly odometerKm: number; readonly notes: string; readonly inspectedBy: string; readonly inspectedAt: string }>
  | DomainEvent<'ReturnRefundIssued', Tx & { readonly amount: number; readonly issuedBy: string; readonly issuedAt: string }>;

/** A credit decision as it travels with a transaction (issue #13 item 6): outcome, score band, application id. Never the SIN. */
export interface CreditDecisionRef {
  readonly applicationId: string;
  /** in_review: the bureau could not answer, a person decides (credit emails the customer); decidedAt is then the submission. */
  readonly outcome: 'congratulations' | 'refused' | 'not_eligible' | 'in_review';
  readonly band: 'poor' | 'fair' | 'good' | 'very_good' | 'excellent' | null;
  readonly decidedAt: string;
  /** The pre-qualified yearly rate and approved maximum (cents) when congratulations (absent on older events): finance takes them (ADR 0057). */
  readonly ratePercent?: number | null;
  readonly maxAmount?: number | null;
  /** Decided on a joint application, with a co-applicant (issue 42, ADR 0063); absent on older events and without one. */
  readonly coApplicant?: boolean;
}

export type TransactionEventType = TransactionEvent['type'];

/** Every transaction event type (a record, so that adding an event to the union without listing it fails to compile). */
const TRANSACTION_EVENT_TYPE_SET: Record<TransactionEventType, true> = {
  TransactionStarted: true, PersonalDetailsSaved: true, TradeInSaved: true, PaymentMethodSaved: true, CreditApplicationRecorded: true,
  ProtectionPlanSaved: true, DeliverySaved: true, DriversLicenseUploaded: true, DriversLicenseConfirmed: true, DepositRequested: true,
  DepositPaid: true, DepositFailed: true, DepositRefundRequested: true, DepositRefunded: true, SurplusPaymentReceived: true, SurplusPaymentRefunded: true, SignatureUploaded: true, ContractSigned: true,
  ContractDocumentStored: true,
  TransactionCancelled: true, HeldPriceChanged: true, HeldPriceChangeAccepted: true, CreditDecisionAttached: true,
  CreditDecisionUpdated: true, VehicleDelivered: true, ReturnRequested: true, ReturnPickupScheduled: true, ReturnInspected: true,
  ReturnRefundIssued: true,
};
export const TRANSACTION_EVENT_TYPES = Object.keys(TRANSACTION_EVENT_TYPE_SET) as TransactionEventType[];
export const isTransactionEvent = (event: { type: string }): event is TransactionEvent => Object.hasOwn(TRANSACTION_EVENT_TYPE_SET, event.type);

/** The reason of a held-price change that follows the listing on resume (not a staff's words: the web translates it). */
export const LISTING_PRICE_CHANGED = 'listing_price_changed';
/** Who made that change (`changedBy`): the purchase itself, not a person. */
export const LISTING_PRICE_CHANGED_BY = 'system';

export const TRANSACTION_STREAM_PREFIX = 'purchase-';
export const transactionStreamId = (transactionId: string): string => `${TRANSACTION_STREAM_PREFIX}${transactionId}`;
export function transactionIdOfStream(streamId: string): string | null {
  return streamId.startsWith(TRANSACTION_STREAM_PREFIX) ? streamId.slice(TRANSACTION_STREAM_PREFIX.length) : null;
}

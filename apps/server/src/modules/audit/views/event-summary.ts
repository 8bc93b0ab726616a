import type { EventSummary } from '@marketplace/domain';

export type { EventSummary };

/**
 * A timeline event as a sentence's parts (ADR 0078): what happened (`kind`) and the values the sentence needs (who, an
 * amount in cents, a reason). The domain's `eventSentence` phrases them in en-ca or fr-ca (ADR 0090): the console for
 * the staff member, the dispute bundle's timeline PDF for the buyer. The raw event stays one click away (its diff).
 * Pure: no personal value is opened here, `who` is the actor's name as the caller resolved it (a customer's name only
 * once the read is recorded).
 */
const STEPS: Readonly<Record<string, string>> = {
  PersonalDetailsSaved: 'personal', TradeInSaved: 'trade-in', PaymentMethodSaved: 'payment', ProtectionPlanSaved: 'protection', DeliverySaved: 'delivery',
  CreditApplicationRecorded: 'credit',
};

/** Types whose sentence needs no value but who did it. */
const PLAIN: Readonly<Record<string, string>> = {
  TransactionStarted: 'purchase.started', DriversLicenseUploaded: 'purchase.licence-uploaded', DriversLicenseConfirmed: 'purchase.licence-confirmed',
  SignatureUploaded: 'purchase.signature-uploaded', ContractDocumentStored: 'purchase.contract-document-stored', VehicleDelivered: 'purchase.delivered', VehicleLocked: 'vehicle.locked', VehicleReserved: 'vehicle.reserved',
  LockReleased: 'vehicle.released', LockExpired: 'vehicle.lock-expired', ReservationExpired: 'vehicle.reservation-expired', VehicleSold: 'vehicle.sold',
  SupportMessageSent: 'support.message-sent', SupportMessageAnswered: 'support.message-answered', LeadSubmitted: 'lead.submitted',
  LeadDeliveryRequested: 'lead.delivery-requested', LeadAssigned: 'lead.assigned', ImpersonationEnded: 'identity.impersonation-ended',
  UserRegistered: 'identity.registered', ProfileUpdated: 'identity.profile-updated', EmailChanged: 'identity.email-changed',
  'audit.searched': 'audit.searched',
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Stripe's card brands (`payment_method_details.card.brand`) as a card says them (the same in both languages). */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay',
  interac: 'Interac', eftpos_au: 'eftpos', cartes_bancaires: 'Cartes Bancaires',
};
const cardBrand = (v: unknown) => {
  const brand = str(v);
  return brand ? (CARD_BRANDS[brand.toLowerCase()] ?? brand) : null;
};

/**
 * The sentence parts of one event; `who` is the actor's display name (null: the system). A payment arrives through
 * Stripe's webhook (no actor): the one who paid is the customer the subject belongs to (`customer`).
 */
export function summarise(type: string, data: unknown, who: string | null, customer: string | null = null): EventSummary {
  const d = (data ?? {}) as Record<string, unknown>;
  const plain = PLAIN[type];
  if (plain) return { kind: plain, values: { who } };
  if (STEPS[type]) return { kind: 'purchase.step-saved', values: { who, step: STEPS[type] } };
  switch (type) {
    case 'DepositRequested':
      return { kind: 'purchase.deposit-requested', values: { who, amount: num(d.amount) } };
    case 'DepositPaid':
      return { kind: 'purchase.deposit-paid', values: { who: who ?? customer, amount: num(d.amount), brand: cardBrand(d.cardBrand), last4: str(d.cardLast4) } };
    case 'DepositFailed':
      return { kind: 'purchase.deposit-failed', values: { who, reason: str(d.reason) } };
    case 'DepositRefunded':
    case 'SurplusPaymentRefunded':
    case 'ReturnRefundIssued':
      return { kind: 'purchase.refunded', values: { who, amount: num(d.amount) } };
    case 'SurplusPaymentReceived':
      return { kind: 'purchase.surplus-received', values: { who, amount: num(d.amount) } };
    case 'ContractSigned':
      return { kind: 'purchase.contract-signed', values: { who, total: num(d.total) } };
    case 'TransactionCancelled':
      return { kind: 'purchase.cancelled', values: { who, reason: str(d.reason) } };
    case 'HeldPriceChanged':
      return { kind: 'purchase.held-price-changed', values: { who, price: num(d.to), previous: num(d.from) } };
    case 'HeldPriceChangeAccepted':
      return { kind: 'purchase.held-price-accepted', values: { who, price: num(d.price) } };
    case 'VehiclePriceChanged':
      return { kind: 'vehicle.price-changed', values: { who, price: num(d.price), previous: num(d.previousPrice) } };
    case 'audit.subject-viewed':
      return { kind: 'audit.viewed', values: { who, reason: str(d.reason) } };
    case 'audit.personal-data-revealed':
      return { kind: 'audit.revealed', values: { who, reason: str(d.reason) } };
    case 'ImpersonationStarted':
      return { kind: 'identity.impersonation-started', values: { who, reason: str(d.reason) } };
    // A card dispute's case (ADR 0077): Stripe's steps arrive through its webhook (no actor), support's have one.
    case 'DisputeOpened':
      return { kind: 'dispute.opened', values: { who, amount: num(d.amount), reason: str(d.reason) } };
    case 'DisputeStatusChanged':
      return { kind: 'dispute.status-changed', values: { who, status: str(d.status) } };
    case 'DisputeEvidenceSaved':
      return { kind: 'dispute.evidence-saved', values: { who } };
    case 'DisputeEvidenceSubmitted':
      return { kind: 'dispute.evidence-submitted', values: { who } };
    case 'DisputeClosed':
      return { kind: 'dispute.closed', values: { who, status: str(d.outcome) } };
    case 'DisputeReminderDue':
      return { kind: 'dispute.reminder-due', values: { who } };
    default:
      return { kind: 'event', values: { who, type } };
  }
}

/** The Stripe payment an event is about (a deposit, a refund): the console links it to the payment's own page. */
export const paymentOf = (data: unknown): string | null => str((data as Record<string, unknown> | null)?.paymentIntentId);

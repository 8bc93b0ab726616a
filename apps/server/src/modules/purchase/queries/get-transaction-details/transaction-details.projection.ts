import {
  transactionIdOfStream, transactionStatus, type Address, type CreditApplicant, type CreditDecisionRef, type ExistingTransaction, type Personal, type PersonalDetails,
  type StoredFileRef, type TransactionEvent, type TransactionStatus, evolveMoneyBack, NO_MONEY_BACK, type MoneyBackState,
} from '@marketplace/domain';
import { admitsBuyer } from '../../integration-events/erased-buyers.consumer';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { rowProjection, type RowModel } from '../../../../platform/projections/row-projection';
import type { TransactionView } from '../../views/transaction-view';

export const TRANSACTION_DETAILS_PROJECTION = 'purchase.transaction-details';

/** What the buyer entered that is personal: kept sealed with the buyer's key, opened for the owner only. */
export interface SealedEntries {
  readonly details: Personal<PersonalDetails> | null;
  readonly deliveryAddress: Personal<Address> | null;
  readonly applicant: Personal<Omit<CreditApplicant, 'sin'>> | null;
  /** The SIN itself never reaches a read table: only whether it was given. */
  readonly sinProvided: boolean;
}
export const NO_ENTRIES: SealedEntries = { details: null, deliveryAddress: null, applicant: null, sinProvided: false };

/**
 * A row of purchase.transaction_details: what the buyer's wizard screens show (the details header, the forms, the
 * deposit, the licence, the review and the order), under the domain's names so that one view function serves the
 * command answers and these reads.
 */
export interface TransactionDetailsRow extends TransactionView {
  readonly userId: string;
  readonly status: TransactionStatus;
  /** The billing province (the contract's languages). */
  readonly province: string | null;
  readonly delivery: Omit<NonNullable<ExistingTransaction['delivery']>, 'address'> | null;
  readonly license: { readonly front: StoredFileRef | null; readonly back: StoredFileRef | null; readonly confirmed: boolean };
  readonly signatureUploaded: boolean;
  /** Signed; `file` once its PDF is stored (null until the order-finalization process stored it, ADR 0091). */
  readonly contract: { readonly url: string; readonly file: StoredFileRef | null; readonly signedAt: string; readonly total: number } | null;
  readonly entries: SealedEntries;
  readonly creditDecision: CreditDecisionRef | null;
  /** The handover and the 7-day money-back return (issue #16 item 8). */
  readonly moneyBack: MoneyBackState;
  readonly version: number;
}

type Changes = { -readonly [K in keyof TransactionDetailsRow]?: TransactionDetailsRow[K] };

const later = (a: string | null, b: string) => (a && a > b ? a : b);

function changesOf(row: TransactionDetailsRow, e: TransactionEvent): Changes {
  const saved = (step: keyof TransactionDetailsRow['steps'], completed: boolean, at: string): Changes => ({
    steps: { ...row.steps, [step]: { completed, dirty: !completed } }, updatedAt: at,
  });
  const d = row.deposit;
  switch (e.type) {
    case 'PersonalDetailsSaved':
      return { ...saved('personal-details', e.data.completed, e.data.savedAt), province: e.data.province, entries: { ...row.entries, details: e.data.details } };
    case 'TradeInSaved':
      return { ...saved('trade-in', e.data.completed, e.data.savedAt), tradeIn: e.data.tradeIn };
    case 'PaymentMethodSaved':
      return { ...saved('payment-method', e.data.completed, e.data.savedAt), paymentMethod: { method: e.data.method, terms: e.data.terms } };
    case 'CreditApplicationRecorded':
      return { entries: { ...row.entries, applicant: e.data.applicant, sinProvided: e.data.sin !== null } };
    case 'ProtectionPlanSaved':
      return { ...saved('protection-plan', e.data.completed, e.data.savedAt), protectionPlan: { plan: e.data.plan } };
    case 'DeliverySaved': {
      const { method, deliveryTypeId, price, touchless, date, distanceKm, address, province } = e.data;
      return {
        ...saved('delivery', e.data.completed, e.data.savedAt), delivery: { method, deliveryTypeId, price, touchless, date, distanceKm, province },
        entries: { ...row.entries, deliveryAddress: address },
      };
    }
    case 'DriversLicenseUploaded': {
      // A new image of either side must be confirmed again.
      const progress = row.steps['drivers-license'];
      return {
        license: { ...row.license, [e.data.side]: e.data.file, confirmed: false }, updatedAt: e.data.uploadedAt,
        steps: progress ? { ...row.steps, 'drivers-license': { completed: false, dirty: true } } : row.steps,
      };
    }
    case 'DriversLicenseConfirmed':
      return { ...saved('drivers-license', true, e.data.confirmedAt), license: { ...row.license, confirmed: true } };
    case 'DepositRequested':
      return {
        deposit: {
          ...d, requested: true, updatedAt: later(d.updatedAt, e.data.requestedAt),
          paymentIntentId: d.paid ? d.paymentIntentId : e.data.paymentIntentId, amount: d.paid ? d.amount : e.data.amount,
        },
      };
    case 'DepositPaid':
      return { deposit: { ...d, paid: true, failedReason: null, paymentIntentId: e.data.paymentIntentId, amount: e.data.amount, updatedAt: later(d.updatedAt, e.data.paidAt) } };
    case 'DepositFailed':
      return { deposit: { ...d, failedReason: d.paid ? null : e.data.reason, updatedAt: later(d.updatedAt, e.data.failedAt) } };
    case 'DepositRefundRequested':
      return { deposit: { ...d, refundRequested: true, updatedAt: later(d.updatedAt, e.data.requestedAt) } };
    case 'DepositRefunded':
      return { deposit: { ...d, refunded: true, paymentIntentId: d.paymentIntentId ?? e.data.paymentIntentId, updatedAt: later(d.updatedAt, e.data.refundedAt) } };
    case 'SignatureUploaded':
      return { signatureUploaded: true, updatedAt: e.data.uploadedAt };
    case 'ContractSigned':
      return {
        contract: { url: e.data.contractUrl, file: e.data.contract ?? null, signedAt: e.data.signedAt, total: e.data.total },
        moneyBack: { ...row.moneyBack, contractTotal: e.data.total }, updatedAt: e.data.signedAt,
      };
    case 'ContractDocumentStored':
      return row.contract ? { contract: { ...row.contract, file: e.data.contract } } : {};
    case 'TransactionCancelled':
      return { cancelled: true, updatedAt: e.data.cancelledAt };
    case 'HeldPriceChanged': {
      const { from, to, reason, changedAt } = e.data;
      return { priceChange: { from, to, reason, changedAt }, updatedAt: changedAt };
    }
    case 'CreditDecisionAttached': {
      const { applicationId, outcome, band, decidedAt, ratePercent = null, maxAmount = null, coApplicant } = e.data;
      return { creditDecision: { applicationId, outcome, band, decidedAt, ratePercent, maxAmount, ...(coApplicant ? { coApplicant } : {}) } };
    }
    case 'CreditDecisionUpdated': {
      // A person's answer carries no terms: the rate and maximum stay those the application was decided with.
      const { applicationId, outcome, band, decidedAt } = e.data;
      return { creditDecision: { ...row.creditDecision, applicationId, outcome, band, decidedAt } };
    }
    case 'HeldPriceChangeAccepted':
      return { vehicle: { ...row.vehicle, price: e.data.price }, priceChange: null, updatedAt: e.data.acceptedAt };
    case 'VehicleDelivered':
    case 'ReturnRequested':
    case 'ReturnPickupScheduled':
    case 'ReturnInspected':
    case 'ReturnRefundIssued':
      return { moneyBack: evolveMoneyBack(row.moneyBack, e) };
    default:
      return {};
  }
}

/** Pure: the row after one event of its transaction stream (events at or below the row's version are ignored). */
export function evolveTransactionDetailsRow(row: TransactionDetailsRow | null, event: RecordedEvent): TransactionDetailsRow | null {
  if (row && event.streamVersion <= row.version) return row;
  const e = event as unknown as TransactionEvent;
  if (e.type === 'TransactionStarted') {
    const { transactionId, userId, vehicle, startedAt } = e.data;
    return {
      transactionId, userId, vehicle, startedAt, updatedAt: startedAt, status: 'incomplete', cancelled: false, steps: {}, province: null, tradeIn: null,
      paymentMethod: null, protectionPlan: null, delivery: null, license: { front: null, back: null, confirmed: false },
      deposit: { requested: false, paid: false, failedReason: null, refundRequested: false, refunded: false, amount: 0, paymentIntentId: null, updatedAt: null },
      signatureUploaded: false, contract: null, entries: NO_ENTRIES, priceChange: null, creditDecision: null, moneyBack: NO_MONEY_BACK, version: event.streamVersion,
    };
  }
  if (!row) return null;
  const next: TransactionDetailsRow = { ...row, ...changesOf(row, e), version: event.streamVersion };
  return { ...next, status: transactionStatus(next) };
}

export const transactionDetailsModel: RowModel<TransactionDetailsRow> = {
  name: TRANSACTION_DETAILS_PROJECTION,
  schema: 'purchase',
  table: 'transaction_details',
  keyColumn: 'transaction_id',
  keyOf: (e) => transactionIdOfStream(e.streamId),
  evolve: evolveTransactionDetailsRow,
  admits: admitsBuyer,
  toColumns: (r) => ({
    transaction_id: r.transactionId, user_id: r.userId, vehicle_id: r.vehicle.vehicleId, status: r.status, started_at: r.startedAt, updated_at: r.updatedAt,
    cancelled: r.cancelled, vehicle: r.vehicle, province: r.province, steps: r.steps, trade_in: r.tradeIn, payment_method: r.paymentMethod,
    protection_plan: r.protectionPlan, delivery: r.delivery, license: r.license, deposit: r.deposit, signature_uploaded: r.signatureUploaded,
    contract: r.contract, entries: r.entries, price_change: r.priceChange, credit_decision: r.creditDecision, money_back: r.moneyBack,
    stream_version: r.version,
  }),
  fromColumns: (c) => ({
    transactionId: c.transaction_id, userId: c.user_id, status: c.status, startedAt: c.started_at, updatedAt: c.updated_at, cancelled: c.cancelled,
    vehicle: c.vehicle, province: c.province, steps: c.steps, tradeIn: c.trade_in, paymentMethod: c.payment_method, protectionPlan: c.protection_plan,
    delivery: c.delivery, license: c.license, deposit: c.deposit, signatureUploaded: c.signature_uploaded, contract: c.contract, entries: c.entries,
    priceChange: c.price_change ?? null, creditDecision: c.credit_decision ?? null, moneyBack: c.money_back ?? NO_MONEY_BACK, version: c.stream_version,
  }),
};

/**
 * The buyer's wizard rows. Crypto-shredding's read-side half: the sealed entries are unreadable once the account's key
 * is shredded, and purchase.erased-buyers deletes the rows on identity.account-deleted.v1.
 */
export const transactionDetailsProjection = () => rowProjection(transactionDetailsModel);

import { evolveTransaction, initialTransactionState, type ExistingTransaction, type TransactionEvent, type VehicleSnapshot } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { quoteRequestOf, transactionDetails } from '../../views/transaction-view';
import { evolveTransactionListRow, type TransactionListRow } from '../get-transactions-list/transaction-list.projection';
import { evolveTransactionDetailsRow, NO_ENTRIES, type TransactionDetailsRow } from './transaction-details.projection';

const TX = '22222222-2222-4222-8222-222222222222';
const AT = (minute: number) => new Date(Date.UTC(2026, 2, 2, 15, minute)).toISOString();
const vehicle: VehicleSnapshot = {
  vehicleId: '11111111-1111-4111-8111-111111111111', vin: '1HGCM82633A004352', condition: 'used', year: 2023, make: 'Honda', model: 'Civic', trim: 'Sport',
  photo: null, price: 2_500_000, msrp: null, dealer: { companyId: 1, name: 'Demo Motors', city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.57 },
};
const file = (fileId: string) => ({ fileId, contentType: 'image/jpeg', bytes: 10 });
const sealed = { $sealed: 'pv1.aaa.bbb' };

const history: TransactionEvent[] = [
  { type: 'TransactionStarted', data: { transactionId: TX, userId: 'alice', vehicle, startedAt: AT(0) } },
  { type: 'PersonalDetailsSaved', data: { transactionId: TX, completed: true, details: sealed, province: 'QC', savedAt: AT(1) } },
  { type: 'TradeInSaved', data: { transactionId: TX, completed: false, tradeIn: { skip: true }, savedAt: AT(2) } },
  { type: 'PaymentMethodSaved', data: { transactionId: TX, completed: true, method: 'finance', terms: { termMonths: 60, ratePercent: 4.99, frequency: 52, downPayment: 0 }, savedAt: AT(3) } },
  {
    type: 'CreditApplicationRecorded',
    data: { transactionId: TX, creditApplicationId: 'c1', method: 'finance', applicant: sealed, sin: sealed, recordedAt: AT(3) },
  },
  {
    type: 'CreditDecisionAttached',
    data: { transactionId: TX, applicationId: 'c1', outcome: 'in_review', band: null, decidedAt: AT(3), method: 'finance', attachedAt: AT(3) },
  },
  { type: 'CreditDecisionUpdated', data: { transactionId: TX, applicationId: 'c1', outcome: 'congratulations', band: null, decidedAt: AT(4), updatedAt: AT(4) } },
  { type: 'ProtectionPlanSaved', data: { transactionId: TX, completed: true, plan: null, savedAt: AT(4) } },
  {
    type: 'DeliverySaved',
    data: { transactionId: TX, completed: true, method: 'delivery', deliveryTypeId: 2, price: 49_900, touchless: true, date: '2026-03-05', distanceKm: 12.5, address: sealed, savedAt: AT(5) },
  },
  { type: 'DriversLicenseUploaded', data: { transactionId: TX, side: 'front', file: file('f'), uploadedAt: AT(6) } },
  { type: 'DriversLicenseUploaded', data: { transactionId: TX, side: 'back', file: file('b'), uploadedAt: AT(6) } },
  { type: 'DriversLicenseConfirmed', data: { transactionId: TX, confirmedAt: AT(7) } },
  { type: 'DriversLicenseUploaded', data: { transactionId: TX, side: 'front', file: file('f2'), uploadedAt: AT(8) } },
  { type: 'DepositRequested', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, currency: 'cad', requestedAt: AT(9), stripeEventId: null } },
  { type: 'DepositFailed', data: { transactionId: TX, paymentIntentId: 'pi_1', reason: 'card_declined', failedAt: AT(10), stripeEventId: 'evt_1' } },
  { type: 'DepositPaid', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, paidAt: AT(11), stripeEventId: 'evt_2' } },
  { type: 'SignatureUploaded', data: { transactionId: TX, file: file('s'), uploadedAt: AT(12) } },
];
const signed: TransactionEvent = {
  type: 'ContractSigned',
  data: { transactionId: TX, contractUrl: `/api/revieworder/contract/${TX}`, contract: file('c'), languages: ['fr', 'en'], total: 3_000_000, deposit: 25_000, signedAt: AT(13) },
};
/** Since ADR 0091: the decision without a file, then the order-finalization process's PDF. */
const signedNow: TransactionEvent = {
  type: 'ContractSigned',
  data: { transactionId: TX, contractUrl: `/api/revieworder/contract/${TX}`, languages: ['fr', 'en'], total: 3_000_000, deposit: 25_000, signedAt: AT(13), deal: { method: 'finance' } },
};
const documentStored: TransactionEvent = { type: 'ContractDocumentStored', data: { transactionId: TX, contract: file('c'), storedAt: AT(14) } };
const refunded: TransactionEvent[] = [
  { type: 'DepositRefundRequested', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, reason: 'cancelled', idempotencyKey: 'k', requestedAt: AT(14) } },
  { type: 'TransactionCancelled', data: { transactionId: TX, reason: 'buyer', cancelledAt: AT(14) } },
  { type: 'DepositRefunded', data: { transactionId: TX, paymentIntentId: 'pi_1', refundId: 're_1', amount: 25_000, refundedAt: AT(15), stripeEventId: 'evt_3' } },
];

const recorded = (events: readonly TransactionEvent[]): RecordedEvent[] => events.map((e, i) => ({
  streamId: `purchase-${TX}`, streamVersion: i + 1, type: e.type, data: e.data, schemaVersion: 1, recordedAt: new Date(AT(i)),
  globalPosition: { transactionId: '1', position: String(i + 1) },
  metadata: { eventId: `e${i}`, correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: AT(i) },
}));

const foldDetails = (events: readonly RecordedEvent[], from: TransactionDetailsRow | null = null) => events.reduce(evolveTransactionDetailsRow, from);
const foldList = (events: readonly RecordedEvent[], from: TransactionListRow | null = null) => events.reduce(evolveTransactionListRow, from);
const state = (events: readonly TransactionEvent[]) => events.reduce(evolveTransaction, initialTransactionState) as ExistingTransaction;

describe('purchase.transaction_details rows', () => {
  it.each([
    ['half way', history.slice(0, 7)],
    ['paid and signed-for', history],
    ['signed', [...history, signed]],
    ['signed, its PDF not stored yet', [...history, signedNow]],
    ['signed, its PDF stored', [...history, signedNow, documentStored]],
    ['cancelled and refunded', [...history, ...refunded]],
  ])('show the buyer what the command answers show (%s)', (_name, events) => {
    const row = foldDetails(recorded(events))!;
    expect(transactionDetails(row, null, null)).toEqual(transactionDetails(state(events), null, null));
  });

  it('offer the contract to download only once its PDF is stored, signed all along (ADR 0091)', () => {
    const waiting = transactionDetails(foldDetails(recorded([...history, signedNow]))!, null, null);
    expect(waiting).toMatchObject({ contractSigned: true, contractUrl: null, status: 'completed' });
    const stored = foldDetails(recorded([...history, signedNow, documentStored]))!;
    expect(transactionDetails(stored, null, null)).toMatchObject({ contractSigned: true, contractUrl: `/api/revieworder/contract/${TX}` });
    expect(stored.contract).toEqual({ url: `/api/revieworder/contract/${TX}`, file: file('c'), signedAt: AT(13), total: 3_000_000 });
    expect(transactionDetails(foldDetails(recorded([...history, signed]))!, null, null).contractUrl).toBe(`/api/revieworder/contract/${TX}`);
  });

  it("quote in the province the decided state quotes in: the delivery address's, not the billing one", () => {
    const toOttawa = history.map((e): TransactionEvent => (e.type === 'DeliverySaved' ? { ...e, data: { ...e.data, province: 'ON' } } : e));
    expect(quoteRequestOf(foldDetails(recorded(toOttawa))!, AT(20)).province).toBe('ON');
    expect(quoteRequestOf(state(toOttawa), AT(20)).province).toBe('ON');
  });

  it('keep personal entries only in their sealed form, and never the SIN itself', () => {
    const row = foldDetails(recorded(history))!;
    expect(row.entries).toEqual({ details: sealed, deliveryAddress: sealed, applicant: sealed, sinProvided: true });
    expect(row.delivery).not.toHaveProperty('address');
  });

  it('change nothing when events are delivered again, whole or in part', () => {
    const events = recorded([...history, signed]);
    const once = foldDetails(events);
    expect(foldDetails(events, once)).toBe(once);
    expect(foldDetails(events.slice(4), once)).toBe(once);
  });

  it('follow the licence: a new image is to be confirmed again', () => {
    const row = foldDetails(recorded(history))!;
    expect(row.license).toEqual({ front: file('f2'), back: file('b'), confirmed: false });
    expect(row.steps['drivers-license']).toEqual({ completed: false, dirty: true });
  });

  it('start with TransactionStarted: an event of an unknown transaction makes no row', () => {
    expect(foldDetails(recorded(history).slice(1))).toBeNull();
  });

  it('start without personal entries', () => {
    expect(foldDetails(recorded(history.slice(0, 1)))!.entries).toEqual(NO_ENTRIES);
  });
});

describe('purchase.transaction_list rows', () => {
  it('follow the status: incomplete, pending once paid, completed once signed, cancelled', () => {
    expect(foldList(recorded(history.slice(0, 12)))!.status).toBe('incomplete');
    expect(foldList(recorded(history))!.status).toBe('pending');
    expect(foldList(recorded([...history, signed]))).toMatchObject({ status: 'completed', contractUrl: `/api/revieworder/contract/${TX}` });
    expect(foldList(recorded([...history, ...refunded]))!.status).toBe('cancelled');
  });

  it('change nothing when events are delivered again', () => {
    const events = recorded([...history, signed]);
    const once = foldList(events);
    expect(foldList(events, once)).toBe(once);
    expect(foldList(events.slice(2), once)).toBe(once);
  });
});

import { randomUUID } from 'node:crypto';
import {
  leadStreamId, transactionStreamId, type LeadEvent, type TransactionEvent, type VehicleSnapshot,
} from '@marketplace/domain';
import type { NewEvent } from '../../../platform/event-store/event-store.port';

/**
 * Purchase store events as the application writes them (personal fields sealed), for tests of the translator and of
 * its consumers. Typed with the domain's event unions, so a change of their shape breaks the tests that use them.
 */

/** Marks the sealed personal values: a public event that carries one of these leaks personal data. */
export const SEALED_MARKER = 'pv1.sealed-personal';

export function vehicleSnapshot(n: number, vehicleId: string = randomUUID()): VehicleSnapshot {
  return {
    vehicleId, vin: `2HGFC2F59KH${String(100000 + n)}`, condition: 'used', year: 2019 + (n % 5), make: 'Honda', model: 'Civic',
    trim: 'EX', photo: null, price: 2_499_900 + n, msrp: null,
    dealer: { companyId: 1 + (n % 3), name: 'Montréal Auto', city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.56 },
  };
}

type DomainEventOf<T> = T extends { type: infer K; data: infer D } ? { type: K; data: D } : never;

function stored(event: DomainEventOf<TransactionEvent | LeadEvent>, at: string, correlationId: string): NewEvent {
  return {
    type: event.type, data: event.data,
    metadata: { eventId: randomUUID(), correlationId, causationId: null, actor: null, impersonator: null, brand: 'finance', occurredAt: at },
  };
}

export interface PurchaseHistory {
  readonly streams: { streamId: string; events: NewEvent[] }[];
  /** The public events the translator must publish, by type. */
  readonly expected: Record<string, number>;
}

/**
 * `count` transactions: each starts, saves personal details (sealed), pays its deposit; two in three sign, the others
 * are cancelled and refunded. Every third transaction's buyer also sends a lead (sealed message).
 */
export function purchaseHistory(count: number, startAt = Date.UTC(2026, 10, 20, 12)): PurchaseHistory {
  const streams: PurchaseHistory['streams'] = [];
  const expected: Record<string, number> = {};
  const count1 = (type: string) => { expected[type] = (expected[type] ?? 0) + 1; };
  for (let n = 0; n < count; n++) {
    const transactionId = randomUUID();
    const userId = `user-${n}`;
    const correlationId = randomUUID();
    const vehicle = vehicleSnapshot(n);
    const at = (minutes: number) => new Date(startAt + n * 60_000 + minutes * 1000).toISOString();
    const events: DomainEventOf<TransactionEvent>[] = [
      { type: 'TransactionStarted', data: { transactionId, userId, vehicle, startedAt: at(0) } },
      { type: 'PersonalDetailsSaved', data: { transactionId, completed: true, savedAt: at(1), details: { $sealed: SEALED_MARKER }, province: 'QC' } },
      { type: 'DepositRequested', data: { transactionId, paymentIntentId: `pi_${n}`, amount: 25_000, currency: 'cad', requestedAt: at(2), stripeEventId: null } },
      { type: 'DepositPaid', data: { transactionId, paymentIntentId: `pi_${n}`, amount: 25_000, paidAt: at(3), stripeEventId: `evt_paid_${n}` } },
    ];
    ['purchase.transaction-started.v1', 'purchase.step-saved.v1', 'purchase.deposit-paid.v1'].forEach(count1);
    if (n % 3 === 2) {
      events.push(
        { type: 'TransactionCancelled', data: { transactionId, reason: 'buyer', cancelledAt: at(4) } },
        { type: 'DepositRefundRequested', data: { transactionId, paymentIntentId: `pi_${n}`, amount: 25_000, reason: 'cancelled', idempotencyKey: `refund-${n}`, requestedAt: at(5) } },
        { type: 'DepositRefunded', data: { transactionId, paymentIntentId: `pi_${n}`, refundId: `re_${n}`, amount: 25_000, refundedAt: at(6), stripeEventId: `evt_refund_${n}` } },
      );
      ['purchase.transaction-cancelled.v1', 'purchase.deposit-refunded.v1'].forEach(count1);
    } else {
      const file = { fileId: randomUUID(), contentType: 'application/pdf', bytes: 1000 };
      events.push({
        type: 'ContractSigned',
        data: { transactionId, contractUrl: `/files/${file.fileId}`, contract: file, languages: ['fr', 'en'], total: 2_600_000 + n, deposit: 25_000, signedAt: at(4) },
      });
      count1('purchase.contract-signed.v1');
    }
    streams.push({ streamId: transactionStreamId(transactionId), events: events.map((e, i) => stored(e, at(i), correlationId)) });
    if (n % 3 === 0) {
      const leadId = randomUUID();
      const lead: DomainEventOf<LeadEvent> = {
        type: 'LeadSubmitted',
        data: {
          leadId, userId, transactionId, kind: 'call_back', message: { $sealed: SEALED_MARKER }, submittedAt: at(7),
          vehicle: { vehicleId: vehicle.vehicleId, companyId: vehicle.dealer.companyId, year: vehicle.year, make: vehicle.make, model: vehicle.model },
        },
      };
      streams.push({ streamId: leadStreamId(leadId), events: [stored(lead, at(7), randomUUID())] });
      count1('purchase.lead-submitted.v1');
    }
  }
  return { streams, expected };
}

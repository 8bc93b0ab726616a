import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { KeyActRecord, PurchaseDisputeFacts } from '../../../purchase/purchase.public';
import { evidencePlan } from './dispute-evidence';

const BUYER = 'u-buyer';
let position = 0;
const event = (type: string, at: string, correlationId: string, data: Record<string, unknown> = {}, actor: string | null = BUYER, impersonator: string | null = null): RecordedEvent => ({
  streamId: type === 'VehicleLocked' ? 'vehicle-v1' : 'purchase-t1', streamVersion: ++position, type, data, schemaVersion: 1, recordedAt: new Date(at),
  globalPosition: { transactionId: '1', position: String(position) },
  metadata: { eventId: `e${position}`, correlationId, causationId: correlationId, actor, impersonator, brand: null, occurredAt: at },
} as RecordedEvent);
const act = (a: KeyActRecord['act'], correlationId: string, at: string, ip: string, over: Partial<KeyActRecord> = {}): KeyActRecord => ({
  act: a, userId: BUYER, correlationId, transactionId: a === 'lock' ? null : 't1', vehicleId: 'v1', ref: null, at, ip, userAgent: `agent-${ip}`, impersonatorId: null, ...over,
});
const facts = (keyActs: KeyActRecord[]): PurchaseDisputeFacts => ({
  buyerId: BUYER, language: 'en-ca', customerName: 'Marie Tremblay', customerEmail: 'marie@example.ca', billingAddress: '1 rue X, Montréal QC H2X 1Y4',
  vehicle: { year: 2025, make: 'Toyota', model: 'RAV4', vin: 'VIN1', price: 3_000_000 }, receipt: Buffer.from('%PDF-'), keyActs,
});

describe('the access activity of a disputed purchase (ADR 0087)', () => {
  const events = [
    event('VehicleLocked', '2026-12-01T10:00:00Z', 'c-other-lock', { holderId: 'u-someone-else' }, 'u-someone-else'),
    event('VehicleLocked', '2026-12-01T10:05:00Z', 'c-lock', { holderId: BUYER }),
    event('DepositPaid', '2026-12-01T10:20:00Z', 'stripe:evt_1', { paymentIntentId: 'pi_1', amount: 25_000 }, null),
    event('SignatureUploaded', '2026-12-01T10:25:00Z', 'c-sign'),
    event('ContractSigned', '2026-12-01T10:30:00Z', 'c-final', { total: 3_000_000, deposit: 25_000, signedAt: '2026-12-01T10:30:00Z' }, BUYER, 'u-admin'),
  ];
  const records = [
    act('lock', 'c-lock', '2026-12-01T10:05:00Z', '198.51.100.1'),
    act('deposit', 'c-pay-1', '2026-12-01T10:18:00Z', '198.51.100.2', { ref: 'pi_1' }),
    act('deposit', 'c-pay-2', '2026-12-01T10:19:00Z', '198.51.100.3', { ref: 'pi_1' }),
    act('deposit', 'c-pay-later', '2026-12-01T10:40:00Z', '198.51.100.9', { ref: 'pi_1' }),
    act('signature', 'c-sign', '2026-12-01T10:25:00Z', '198.51.100.4'),
    act('finalization', 'c-final', '2026-12-01T10:30:00Z', '203.0.113.50', { impersonatorId: 'u-admin' }),
  ];

  it("matches each key event to its request: by correlation id, a deposit by its intent (the buyer's last request before it was paid); only the buyer's locks", () => {
    const plan = evidencePlan(events, facts(records), 'en-ca', 'timeline-en-ca.pdf');
    expect(plan.accessActivity.map((a) => [a.act, a.ip, a.device, a.actor])).toEqual([
      ['lock', '198.51.100.1', 'agent-198.51.100.1', BUYER],
      ['deposit', '198.51.100.3', 'agent-198.51.100.3', BUYER],
      ['signature', '198.51.100.4', 'agent-198.51.100.4', BUYER],
      ['finalization', '203.0.113.50', 'agent-203.0.113.50', BUYER],
    ]);
    expect(plan.accessActivity[1].requestedAt).toBe('2026-12-01T10:19:00Z');
    expect(plan.accessActivity[3].impersonatedBy).toBe('u-admin');
    expect(plan.notes).toEqual([]);
  });

  it("gives Stripe the address the buyer paid from, never an impersonating admin's; the log names every act, its address and device", () => {
    const plan = evidencePlan(events, facts(records), 'en-ca', 'timeline-en-ca.pdf');
    expect(plan.text.customer_purchase_ip).toBe('198.51.100.3');
    const log = plan.text.access_activity_log!.split('\n');
    expect(log).toHaveLength(4);
    expect(log[3]).toContain('from IP 203.0.113.50');
    expect(log[3]).toContain('made by staff acting as the buyer');
    // Without the deposit's address, the finalization's, unless an admin made it.
    expect(evidencePlan(events, facts(records.filter((r) => r.act !== 'deposit')), 'en-ca', 'x.pdf').text.customer_purchase_ip).toBeUndefined();
    const byBuyer = records.map((r) => (r.act === 'finalization' ? { ...r, impersonatorId: null } : r)).filter((r) => r.act !== 'deposit');
    const ownEvents = events.map((e) => (e.type === 'ContractSigned' ? { ...e, metadata: { ...e.metadata, impersonator: null } } : e));
    expect(evidencePlan(ownEvents, facts(byBuyer), 'en-ca', 'x.pdf').text.customer_purchase_ip).toBe('203.0.113.50');
  });

  it('names, in the notes, each act with no known address (before addresses were recorded, or erased)', () => {
    const plan = evidencePlan(events, facts(records.filter((r) => r.act !== 'signature')), 'fr-ca', 'timeline-fr-ca.pdf');
    expect(plan.accessActivity.find((a) => a.act === 'signature')).toMatchObject({ ip: null, device: null, requestedAt: null });
    expect(plan.notes).toEqual([expect.stringContaining('signature (SignatureUploaded at 2026-12-01T10:25:00.000Z)')]);
    expect(plan.text.access_activity_log).toContain('adresse non enregistrée');
  });
});

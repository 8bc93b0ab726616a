import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { LOCK_EXPIRY, RESERVATION_EXPIRY, SETTLE } from './timer-kinds';
import { deadlineChanges } from './purchase-process.projection';

const V = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';
let position = 0;
const event = (streamId: string, streamVersion: number, type: string, data: Record<string, unknown>): RecordedEvent => ({
  streamId, streamVersion, type, data, schemaVersion: 1, recordedAt: new Date('2026-03-02T15:00:00Z'),
  globalPosition: { transactionId: '1', position: String(++position) },
  metadata: { eventId: `e${position}`, correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: '2026-03-02T15:00:00.000Z' },
});

describe('purchase process: deadlines from events', () => {
  it('schedules the lock expiry at the version of the lock, and replaces it on extension', () => {
    const changes = deadlineChanges([
      event(`vehicle-${V}`, 2, 'VehicleLocked', { expiresAt: '2026-03-02T15:30:00.000Z' }),
      event(`vehicle-${V}`, 3, 'LockExtended', { expiresAt: '2026-03-02T15:45:00.000Z' }),
    ]);
    expect(changes).toEqual([
      { op: 'schedule', deadline: { kind: LOCK_EXPIRY, key: V, version: 2, dueAt: new Date('2026-03-02T15:30:00.000Z'), payload: { vehicleId: V } } },
      { op: 'schedule', deadline: { kind: LOCK_EXPIRY, key: V, version: 3, dueAt: new Date('2026-03-02T15:45:00.000Z'), payload: { vehicleId: V } } },
    ]);
  });

  it('cancels the lock expiry when the lock ends, and turns a reservation into its own deadline', () => {
    expect(deadlineChanges([event(`vehicle-${V}`, 4, 'LockReleased', {})])).toEqual([{ op: 'cancel', kind: LOCK_EXPIRY, key: V, version: 4 }]);
    const reserved = deadlineChanges([event(`vehicle-${V}`, 5, 'VehicleReserved', { expiresAt: '2026-03-07T15:00:00.000Z', transactionId: T })]);
    expect(reserved).toEqual([
      { op: 'cancel', kind: LOCK_EXPIRY, key: V, version: 5 },
      { op: 'schedule', deadline: { kind: RESERVATION_EXPIRY, key: V, version: 5, dueAt: new Date('2026-03-07T15:00:00.000Z'), payload: { vehicleId: V, transactionId: T } } },
    ]);
    expect(deadlineChanges([event(`vehicle-${V}`, 6, 'VehicleSold', {})]).map((c) => c.op)).toEqual(['cancel', 'cancel']);
  });

  it('settles the transaction of a lapsed reservation on a deadline of its own (the expiry\'s timer is cancelled by the lapse)', () => {
    const lapsed = deadlineChanges([event(`vehicle-${V}`, 7, 'ReservationExpired', { vehicleId: V, transactionId: T, reason: 'expired' })]);
    expect(lapsed).toEqual([
      { op: 'cancel', kind: RESERVATION_EXPIRY, key: V, version: 7 },
      { op: 'schedule', deadline: { kind: SETTLE, key: `reservation-expired:${T}`, version: 7, dueAt: new Date('2026-03-02T15:00:00.000Z'), payload: { transactionId: T } } },
    ]);
    expect(deadlineChanges([event(`vehicle-${V}`, 8, 'ReservationCancelled', { transactionId: T })])).toEqual([{ op: 'cancel', kind: RESERVATION_EXPIRY, key: V, version: 8 }]);
  });

  it('settles a transaction after the events that move the vehicle or the deposit, and ignores the others', () => {
    const changes = deadlineChanges([
      event(`purchase-${T}`, 1, 'TransactionStarted', {}),
      event(`purchase-${T}`, 9, 'DepositPaid', {}),
      event(`purchase-${T}`, 10, 'SignatureUploaded', {}),
      event(`purchase-${T}`, 11, 'ContractSigned', {}),
      event('user-x', 1, 'UserRegistered', {}),
    ]);
    expect(changes.map((c) => (c.op === 'schedule' ? [c.deadline.kind, c.deadline.version] : c))).toEqual([[SETTLE, 9], [SETTLE, 11]]);
  });

  it('gives the same changes for the same events (a batch delivered twice is harmless: the writes are version-guarded)', () => {
    const events = [event(`vehicle-${V}`, 2, 'VehicleLocked', { expiresAt: '2026-03-02T15:30:00.000Z' })];
    expect(deadlineChanges(events)).toEqual(deadlineChanges(events));
  });
});

import { transactionIdOfStream, vehicleIdOfStream } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { type Deadline, deadlines } from '../../../../platform/timers/deadlines';
import { LOCK_EXPIRY, RESERVATION_EXPIRY, SETTLE } from './timer-kinds';

export const PROCESS_PROJECTION = 'purchase.process';

/** Transaction events after which the vehicle or the deposit may need to follow (reserve, refund, sell, free). */
const SETTLING_EVENTS = ['DepositPaid', 'DepositRefundRequested', 'DepositRefunded', 'SurplusPaymentReceived', 'ContractSigned', 'TransactionCancelled'];
const LOCK_EVENTS = ['VehicleLocked', 'LockExtended', 'LockReleased', 'LockExpired', 'VehicleReserved', 'VehicleSold'];
const RESERVATION_EVENTS = ['VehicleReserved', 'ReservationExpired', 'ReservationCancelled', 'VehicleSold'];

export const PROCESS_EVENT_TYPES = [...new Set([...SETTLING_EVENTS, ...LOCK_EVENTS, ...RESERVATION_EVENTS])];

export type DeadlineChange = { readonly op: 'schedule'; readonly deadline: Deadline } | { readonly op: 'cancel'; readonly kind: string; readonly key: string; readonly version: number };

/**
 * Pure: the deadline changes a batch of events asks for. Keys carry the stream version that set them, so a lock's
 * extension replaces its expiry (the old wake-up finds a newer version and does nothing).
 */
export function deadlineChanges(events: readonly RecordedEvent[]): DeadlineChange[] {
  const changes: DeadlineChange[] = [];
  for (const e of events) {
    const data = e.data as Record<string, any>;
    const vehicleId = vehicleIdOfStream(e.streamId);
    if (vehicleId) {
      const version = e.streamVersion;
      switch (e.type) {
        case 'VehicleLocked':
        case 'LockExtended':
          changes.push({ op: 'schedule', deadline: { kind: LOCK_EXPIRY, key: vehicleId, version, dueAt: new Date(data.expiresAt), payload: { vehicleId } } });
          break;
        case 'LockReleased':
        case 'LockExpired':
          changes.push({ op: 'cancel', kind: LOCK_EXPIRY, key: vehicleId, version });
          break;
        case 'VehicleReserved':
          changes.push({ op: 'cancel', kind: LOCK_EXPIRY, key: vehicleId, version });
          changes.push({
            op: 'schedule',
            deadline: { kind: RESERVATION_EXPIRY, key: vehicleId, version, dueAt: new Date(data.expiresAt), payload: { vehicleId, transactionId: data.transactionId } },
          });
          break;
        case 'ReservationExpired':
          changes.push({ op: 'cancel', kind: RESERVATION_EXPIRY, key: vehicleId, version });
          // The lapse owes the buyer their deposit back. The expiry's own timer settles right after appending it, but
          // this event cancels that timer: a crash between the two would leave the deposit unrefunded for good (the
          // chaos suite found one). A settlement of its own, keyed by the lapse, fires until it succeeds.
          if (data.transactionId) {
            changes.push({
              op: 'schedule',
              deadline: { kind: SETTLE, key: `reservation-expired:${data.transactionId}`, version, dueAt: new Date(e.metadata.occurredAt), payload: { transactionId: data.transactionId } },
            });
          }
          break;
        case 'ReservationCancelled':
          changes.push({ op: 'cancel', kind: RESERVATION_EXPIRY, key: vehicleId, version });
          break;
        case 'VehicleSold':
          changes.push({ op: 'cancel', kind: LOCK_EXPIRY, key: vehicleId, version });
          changes.push({ op: 'cancel', kind: RESERVATION_EXPIRY, key: vehicleId, version });
          break;
        default:
          break;
      }
      continue;
    }
    const transactionId = transactionIdOfStream(e.streamId);
    if (transactionId && SETTLING_EVENTS.includes(e.type)) {
      changes.push({
        op: 'schedule',
        deadline: { kind: SETTLE, key: transactionId, version: e.streamVersion, dueAt: new Date(e.metadata.occurredAt), payload: { transactionId } },
      });
    }
  }
  return changes;
}

async function apply(db: Kysely<any>, changes: readonly DeadlineChange[]) {
  for (const c of changes) {
    if (c.op === 'schedule') await deadlines.schedule(db, c.deadline);
    else await deadlines.cancel(db, c.kind, c.key, c.version);
  }
}

/**
 * The purchase flow's timers: lock expiry, reservation expiry and settlement deadlines, written in the batch
 * transaction; wake-ups enqueued after commit. Timers are never scheduled while replaying (a rebuild does nothing).
 */
export function purchaseProcessProjection(deps: ProjectionDeps): Projection {
  return defineProjection({
    name: PROCESS_PROJECTION,
    schema: 'purchase',
    tables: [],
    eventTypes: PROCESS_EVENT_TYPES,
    async apply(db, events, ctx) {
      if (ctx.mode !== 'live') return;
      await apply(db, deadlineChanges(events));
    },
    async afterCommit(events) {
      const due = deadlineChanges(events).flatMap((c) => (c.op === 'schedule' ? [c.deadline] : []));
      if (due.length > 0) await deps.wakeTimers(due);
    },
  });
}

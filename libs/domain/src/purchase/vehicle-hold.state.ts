import type { DomainEvent } from '../shared';
import { addMinutes, notAfter } from './time';
import type { VehicleHoldEvent } from './vehicle-hold.events';

/** Availability as the catalog's listing shows it. */
export type HoldStatus = 'available' | 'locked' | 'reserved' | 'sold';
const STATUSES: readonly string[] = ['available', 'locked', 'reserved', 'sold'];

export interface Lock {
  readonly lockId: string;
  readonly holderId: string;
  readonly lockedAt: string;
  readonly expiresAt: string;
  readonly extensions: number;
  /** Stream version of the event that set the current expiry: the lock-expiry timer is keyed by it. */
  readonly version: number;
}

/** A lock a buyer took (the re-lock limit counts them; a buyer's lock claims are matched against their ids). */
export interface RecentLock {
  readonly lockId: string;
  readonly lockedAt: string;
}

/** How long the vehicle stream remembers who locked it: the re-lock limit's rolling day. */
export const RECENT_LOCKS_MINUTES = 24 * 60;

export interface Reservation {
  readonly transactionId: string;
  readonly holderId: string;
  readonly reservedAt: string;
  readonly expiresAt: string;
  readonly version: number;
}

/**
 * The purchase view of a `vehicle-<id>` stream. Catalog events are read only for what the purchase needs: that the
 * vehicle is listed, and its status (any event whose data carries a `status`, whoever wrote it).
 */
export interface VehicleHoldState {
  /** Number of events folded (the stream version), whoever wrote them. */
  readonly version: number;
  readonly listed: boolean;
  readonly status: HoldStatus;
  readonly lock: Lock | null;
  readonly reservation: Reservation | null;
  /** How the last reservations ended, by transaction (expired reservations trigger the deposit refund). */
  readonly endedReservations: Readonly<Record<string, 'expired' | 'cancelled' | 'refunded'>>;
  readonly soldTo: string | null;
  /** By buyer, the locks taken within a day of the latest one, oldest first. */
  readonly recentLocks: Readonly<Record<string, readonly RecentLock[]>>;
}

export const initialVehicleHoldState: VehicleHoldState = {
  version: 0, listed: false, status: 'available', lock: null, reservation: null, endedReservations: {}, soldTo: null, recentLocks: {},
};

/** The recent locks with this one added, each buyer's list cut to the day before it (the state stays small). */
function withRecentLock(recent: VehicleHoldState['recentLocks'], holderId: string, lock: RecentLock): VehicleHoldState['recentLocks'] {
  const since = addMinutes(lock.lockedAt, -RECENT_LOCKS_MINUTES);
  const kept: Record<string, readonly RecentLock[]> = {};
  for (const [holder, locks] of Object.entries({ ...recent, [holderId]: [...(recent[holderId] ?? []), lock] })) {
    const inDay = locks.filter((l) => !notAfter(l.lockedAt, since));
    if (inDay.length > 0) kept[holder] = inDay;
  }
  return kept;
}

function carriedStatus(event: DomainEvent): HoldStatus | null {
  const data = event.data as { status?: unknown } | null;
  return data && typeof data === 'object' && typeof data.status === 'string' && STATUSES.includes(data.status) ? (data.status as HoldStatus) : null;
}

export function evolveVehicleHold(state: VehicleHoldState, event: VehicleHoldEvent | DomainEvent): VehicleHoldState {
  const version = state.version + 1;
  const e = event as VehicleHoldEvent;
  switch (e.type) {
    case 'VehicleLocked':
      return {
        ...state, version, status: 'locked',
        lock: { lockId: e.data.lockId, holderId: e.data.holderId, lockedAt: e.data.lockedAt, expiresAt: e.data.expiresAt, extensions: 0, version },
        recentLocks: withRecentLock(state.recentLocks, e.data.holderId, { lockId: e.data.lockId, lockedAt: e.data.lockedAt }),
      };
    case 'LockExtended':
      return state.lock && state.lock.lockId === e.data.lockId
        ? { ...state, version, status: 'locked', lock: { ...state.lock, expiresAt: e.data.expiresAt, extensions: e.data.extensions, version } }
        : { ...state, version };
    case 'LockReleased':
    case 'LockExpired':
      return { ...state, version, status: 'available', lock: null };
    case 'VehicleReserved':
      return {
        ...state, version, status: 'reserved', lock: null,
        reservation: { transactionId: e.data.transactionId, holderId: e.data.holderId, reservedAt: e.data.reservedAt, expiresAt: e.data.expiresAt, version },
      };
    case 'ReservationExpired':
    case 'ReservationCancelled':
      return {
        ...state, version, status: 'available', reservation: null,
        endedReservations: { ...state.endedReservations, [e.data.transactionId]: e.data.reason },
      };
    case 'VehicleSold':
      return { ...state, version, status: 'sold', lock: null, reservation: null, soldTo: e.data.transactionId };
    default: {
      // A catalog event (or another module's) on the shared stream.
      const other = event as DomainEvent;
      if (other.type === 'VehicleListed') return { ...state, version, listed: true, status: carriedStatus(other) ?? 'available' };
      const status = carriedStatus(other);
      if (!status) return { ...state, version };
      // Staff marked the vehicle sold (or available): holds of the purchase flow no longer apply.
      return status === 'sold' ? { ...state, version, status, lock: null, reservation: null } : { ...state, version, status };
    }
  }
}

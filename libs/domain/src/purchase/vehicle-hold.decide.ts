import { assertNever, type Decider, type DomainEvent } from '../shared';
import { PurchaseErrors } from './purchase.errors';
import { PURCHASE_LIMITS } from './steps';
import { addDays, addMinutes, notAfter } from './time';
import type { VehicleHoldEvent } from './vehicle-hold.events';
import { evolveVehicleHold, initialVehicleHoldState, RECENT_LOCKS_MINUTES, type Lock, type VehicleHoldState } from './vehicle-hold.state';

interface Base {
  readonly vehicleId: string;
  /** ISO instant: the domain has no clock. */
  readonly now: string;
}

export interface LockVehicle extends Base {
  readonly type: 'LockVehicle';
  readonly userId: string;
  /** A fresh id (ids come in with the command). */
  readonly lockId: string;
  readonly lockMinutes?: number;
  /** Locks one buyer may take on this vehicle in a rolling day (PURCHASE_LIMITS.locksPerVehiclePerDay). */
  readonly locksPerDay?: number;
}

export interface ExtendLock extends Base {
  readonly type: 'ExtendLock';
  readonly userId: string;
  readonly extensionMinutes?: number;
}

export interface ReleaseLock extends Base {
  readonly type: 'ReleaseLock';
  readonly userId: string;
}

/** Dispatched by the lock-expiry timer with the lock version it was scheduled for. */
export interface ExpireLock extends Base {
  readonly type: 'ExpireLock';
  readonly lockVersion: number;
}

/** The deposit was paid: reserve the vehicle for the transaction (the buyer's lock, if any, becomes the reservation). */
export interface ReserveVehicle extends Base {
  readonly type: 'ReserveVehicle';
  readonly userId: string;
  readonly transactionId: string;
  readonly reservationDays?: number;
}

export interface ExpireReservation extends Base {
  readonly type: 'ExpireReservation';
  readonly reservationVersion: number;
}

/** The transaction was cancelled or its deposit refunded: free the vehicle if this transaction (or its buyer) holds it. */
export interface CancelReservation extends Base {
  readonly type: 'CancelReservation';
  readonly userId: string;
  readonly transactionId: string;
  readonly reason: 'cancelled' | 'refunded';
}

/** The contract was signed. */
export interface MarkVehicleSold extends Base {
  readonly type: 'MarkVehicleSold';
  readonly userId: string;
  readonly transactionId: string;
}

export type VehicleHoldCommand =
  | LockVehicle | ExtendLock | ReleaseLock | ExpireLock | ReserveVehicle | ExpireReservation | CancelReservation | MarkVehicleSold;

const live = (lock: Lock | null, now: string): lock is Lock => lock !== null && !notAfter(lock.expiresAt, now);

export function decideVehicleHold(command: VehicleHoldCommand, state: VehicleHoldState): VehicleHoldEvent[] {
  switch (command.type) {
    case 'LockVehicle':
      return lockVehicle(command, state);
    case 'ExtendLock':
      return extendLock(command, state);
    case 'ReleaseLock':
      return releaseLock(command, state);
    case 'ExpireLock':
      return expireLock(command, state);
    case 'ReserveVehicle':
      return reserveVehicle(command, state);
    case 'ExpireReservation':
      return expireReservation(command, state);
    case 'CancelReservation':
      return cancelReservation(command, state);
    case 'MarkVehicleSold':
      return markSold(command, state);
    default:
      return assertNever(command);
  }
}

/** An expired lock whose timer has not fired yet gives way to the next buyer: it is expired in the same append. */
function expiredLockEvents(c: Base, state: VehicleHoldState): VehicleHoldEvent[] {
  if (!state.lock || live(state.lock, c.now)) return [];
  const { lockId, holderId } = state.lock;
  return [{ type: 'LockExpired', data: { vehicleId: c.vehicleId, lockId, holderId, at: c.now, status: 'available' } }];
}

function lockVehicle(c: LockVehicle, state: VehicleHoldState): VehicleHoldEvent[] {
  if (!state.listed) throw PurchaseErrors.vehicleNotFound();
  if (state.status === 'sold') throw PurchaseErrors.vehicleNotAvailable();
  if (state.reservation) {
    if (state.reservation.holderId === c.userId) return []; // already theirs, by a deposit
    throw PurchaseErrors.vehicleReserved();
  }
  if (live(state.lock, c.now)) {
    if (state.lock.holderId === c.userId) return []; // set is idempotent for the holder
    throw PurchaseErrors.vehicleLocked(state.lock.expiresAt);
  }
  if (!state.lock && state.status !== 'available') throw PurchaseErrors.vehicleNotAvailable();
  const max = c.locksPerDay ?? PURCHASE_LIMITS.locksPerVehiclePerDay;
  const retryAt = nextLockAllowedAt(state, c.userId, c.now, max);
  if (retryAt) throw PurchaseErrors.relockLimit(max, retryAt, c.now);
  return [
    ...expiredLockEvents(c, state),
    {
      type: 'VehicleLocked',
      data: {
        vehicleId: c.vehicleId, lockId: c.lockId, holderId: c.userId, lockedAt: c.now,
        expiresAt: addMinutes(c.now, c.lockMinutes ?? PURCHASE_LIMITS.lockMinutes), status: 'locked',
      },
    },
  ];
}

/**
 * When `userId` may lock the vehicle again if they took `max` locks on it in the last day (the oldest that counts then
 * leaves the day), or null when they may lock it now: lapsed locks can be refreshed, a vehicle cannot be held forever.
 */
function nextLockAllowedAt(state: VehicleHoldState, userId: string, now: string, max: number): string | null {
  const since = addMinutes(now, -RECENT_LOCKS_MINUTES);
  const inDay = (state.recentLocks[userId] ?? []).filter((l) => !notAfter(l.lockedAt, since));
  return inDay.length < max ? null : addMinutes(inDay[inDay.length - max].lockedAt, RECENT_LOCKS_MINUTES);
}

function extendLock(c: ExtendLock, state: VehicleHoldState): VehicleHoldEvent[] {
  const lock = state.lock;
  if (lock && lock.holderId !== c.userId && live(lock, c.now)) throw PurchaseErrors.lockNotHeld();
  if (!lock || lock.holderId !== c.userId || !live(lock, c.now)) {
    // A reservation needs no extension; anything else means the buyer's lock is gone.
    if (state.reservation?.holderId === c.userId) return [];
    throw PurchaseErrors.lockExpired();
  }
  const max = PURCHASE_LIMITS.maxExtensions;
  if (lock.extensions >= max) throw PurchaseErrors.extensionLimit(max);
  return [{
    type: 'LockExtended',
    data: {
      vehicleId: c.vehicleId, lockId: lock.lockId, holderId: lock.holderId, extendedAt: c.now, previousExpiresAt: lock.expiresAt,
      expiresAt: addMinutes(lock.expiresAt, c.extensionMinutes ?? PURCHASE_LIMITS.extensionMinutes), extensions: lock.extensions + 1, status: 'locked',
    },
  }];
}

function releaseLock(c: ReleaseLock, state: VehicleHoldState): VehicleHoldEvent[] {
  const lock = state.lock;
  if (!lock) return []; // releasing is idempotent
  if (lock.holderId !== c.userId) {
    if (!live(lock, c.now)) return [];
    throw PurchaseErrors.lockNotHeld();
  }
  return [{ type: 'LockReleased', data: { vehicleId: c.vehicleId, lockId: lock.lockId, holderId: lock.holderId, at: c.now, status: 'available' } }];
}

/** Stale timers do nothing: the lock must be the very version the timer was set for, and be due. */
function expireLock(c: ExpireLock, state: VehicleHoldState): VehicleHoldEvent[] {
  const lock = state.lock;
  if (!lock || lock.version !== c.lockVersion || !notAfter(lock.expiresAt, c.now)) return [];
  return [{ type: 'LockExpired', data: { vehicleId: c.vehicleId, lockId: lock.lockId, holderId: lock.holderId, at: c.now, status: 'available' } }];
}

function reserveVehicle(c: ReserveVehicle, state: VehicleHoldState): VehicleHoldEvent[] {
  if (!state.listed) throw PurchaseErrors.vehicleNotFound();
  if (state.soldTo === c.transactionId || state.reservation?.transactionId === c.transactionId) return [];
  if (state.status === 'sold') throw PurchaseErrors.vehicleNotAvailable();
  if (state.reservation) throw PurchaseErrors.vehicleReserved();
  if (live(state.lock, c.now) && state.lock.holderId !== c.userId) throw PurchaseErrors.vehicleLocked(state.lock.expiresAt);
  if (!state.lock && state.status !== 'available') throw PurchaseErrors.vehicleNotAvailable();
  // The buyer's own lock (live or lapsed) turns into the reservation; a lapsed lock of someone else is expired first.
  const before = state.lock && state.lock.holderId !== c.userId ? expiredLockEvents(c, state) : [];
  return [
    ...before,
    {
      type: 'VehicleReserved',
      data: {
        vehicleId: c.vehicleId, transactionId: c.transactionId, holderId: c.userId, reservedAt: c.now,
        expiresAt: addDays(c.now, c.reservationDays ?? PURCHASE_LIMITS.reservationDays), status: 'reserved',
      },
    },
  ];
}

function expireReservation(c: ExpireReservation, state: VehicleHoldState): VehicleHoldEvent[] {
  const r = state.reservation;
  if (!r || r.version !== c.reservationVersion || !notAfter(r.expiresAt, c.now)) return [];
  return [{
    type: 'ReservationExpired',
    data: { vehicleId: c.vehicleId, transactionId: r.transactionId, holderId: r.holderId, at: c.now, reason: 'expired', status: 'available' },
  }];
}

function cancelReservation(c: CancelReservation, state: VehicleHoldState): VehicleHoldEvent[] {
  if (state.reservation?.transactionId === c.transactionId) {
    const r = state.reservation;
    return [{
      type: 'ReservationCancelled',
      data: { vehicleId: c.vehicleId, transactionId: r.transactionId, holderId: r.holderId, at: c.now, reason: c.reason, status: 'available' },
    }];
  }
  if (state.lock?.holderId === c.userId) {
    return [{ type: 'LockReleased', data: { vehicleId: c.vehicleId, lockId: state.lock.lockId, holderId: c.userId, at: c.now, status: 'available' } }];
  }
  return [];
}

function markSold(c: MarkVehicleSold, state: VehicleHoldState): VehicleHoldEvent[] {
  if (state.soldTo === c.transactionId) return [];
  if (state.status === 'sold') throw PurchaseErrors.vehicleNotAvailable();
  if (state.reservation && state.reservation.transactionId !== c.transactionId) throw PurchaseErrors.vehicleReserved();
  if (!state.reservation && live(state.lock, c.now) && state.lock.holderId !== c.userId) throw PurchaseErrors.vehicleLocked(state.lock.expiresAt);
  return [{ type: 'VehicleSold', data: { vehicleId: c.vehicleId, transactionId: c.transactionId, buyerId: c.userId, soldAt: c.now, status: 'sold' } }];
}

/** The purchase decider of the shared vehicle stream: plug into the command runner with stream id `vehicle-<id>`. */
export const vehicleHoldDecider: Decider<VehicleHoldCommand, VehicleHoldEvent, VehicleHoldState> = {
  initialState: initialVehicleHoldState,
  decide: decideVehicleHold,
  evolve: (state, event) => evolveVehicleHold(state, event as VehicleHoldEvent | DomainEvent),
};

/** What a buyer sees of a vehicle's hold at `now`. */
export interface HoldView {
  readonly status: 'available' | 'locked' | 'reserved' | 'sold';
  /** 'me': the caller holds it; 'other': someone else does; null: nobody. */
  readonly holder: 'me' | 'other' | null;
  readonly expiresAt: string | null;
  readonly extensions: number;
  readonly transactionId: string | null;
}

export function holdView(state: VehicleHoldState, userId: string, now: string): HoldView {
  if (state.status === 'sold') return { status: 'sold', holder: null, expiresAt: null, extensions: 0, transactionId: null };
  if (state.reservation) {
    const r = state.reservation;
    const mine = r.holderId === userId;
    return { status: 'reserved', holder: mine ? 'me' : 'other', expiresAt: r.expiresAt, extensions: 0, transactionId: mine ? r.transactionId : null };
  }
  if (live(state.lock, now)) {
    const mine = state.lock.holderId === userId;
    return { status: 'locked', holder: mine ? 'me' : 'other', expiresAt: state.lock.expiresAt, extensions: state.lock.extensions, transactionId: null };
  }
  return { status: state.status === 'locked' || state.status === 'available' ? 'available' : state.status, holder: null, expiresAt: null, extensions: 0, transactionId: null };
}

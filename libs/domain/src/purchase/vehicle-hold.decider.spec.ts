import { fold, type DomainError, type DomainEvent } from '../shared';
import { givenFor } from '../shared/testing/given';
import { holdView, vehicleHoldDecider, type VehicleHoldCommand } from './vehicle-hold.decide';
import type { VehicleHoldEvent } from './vehicle-hold.events';

const V = 'veh-1';
const ALICE = 'user-alice';
const BOB = 'user-bob';
const T0 = '2026-03-02T15:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

const listed: DomainEvent = { type: 'VehicleListed', data: { vehicleId: V, status: 'available' } };
const priceChanged: DomainEvent = { type: 'VehiclePriceChanged', data: { vehicleId: V, price: 1 } };
const given = givenFor(vehicleHoldDecider);

const lock = (userId: string, now = T0, lockId = `lock-${userId}`): VehicleHoldCommand => ({ type: 'LockVehicle', vehicleId: V, userId, lockId, now, lockMinutes: 30 });
const locked = (holderId: string, lockedAt = T0, minutes = 30, lockId = `lock-${holderId}`): VehicleHoldEvent => ({
  type: 'VehicleLocked', data: { vehicleId: V, lockId, holderId, lockedAt, expiresAt: new Date(Date.parse(lockedAt) + minutes * 60_000).toISOString(), status: 'locked' },
});
const extended = (holderId: string, previousExpiresAt: string, expiresAt: string, extensions: number, extendedAt: string): VehicleHoldEvent => ({
  type: 'LockExtended', data: { vehicleId: V, lockId: `lock-${holderId}`, holderId, extendedAt, previousExpiresAt, expiresAt, extensions, status: 'locked' },
});
const reserved = (holderId: string, transactionId: string, reservedAt = at(10)): VehicleHoldEvent => ({
  type: 'VehicleReserved',
  data: { vehicleId: V, transactionId, holderId, reservedAt, expiresAt: new Date(Date.parse(reservedAt) + 5 * 86_400_000).toISOString(), status: 'reserved' },
});

describe('vehicle hold: lock', () => {
  it('locks an available vehicle for 30 minutes, with expiresAt in the event and status locked', () => {
    given(listed).when(lock(ALICE)).then([locked(ALICE)]);
  });

  it('takes the lock duration from the command (LOCK_MINUTES)', () => {
    given(listed).when({ ...lock(ALICE), lockMinutes: 0.5 } as VehicleHoldCommand).then([locked(ALICE, T0, 0.5)]);
  });

  it('refuses an unknown vehicle', () => {
    given().when(lock(ALICE)).thenFails('purchase.vehicle_not_found', 'vehicleId');
  });

  it('a second buyer gets purchase.vehicle_locked while the lock is live', () => {
    given(listed, locked(ALICE)).when(lock(BOB, at(29))).thenFails('purchase.vehicle_locked', 'vehicleId');
  });

  it('is idempotent for the holder', () => {
    given(listed, locked(ALICE)).when(lock(ALICE, at(5))).then([]);
  });

  it('a lapsed lock whose timer has not fired gives way: expired and re-locked in one append', () => {
    given(listed, locked(ALICE)).when(lock(BOB, at(30))).then([
      { type: 'LockExpired', data: { vehicleId: V, lockId: 'lock-user-alice', holderId: ALICE, at: at(30), status: 'available' } },
      locked(BOB, at(30)),
    ]);
  });

  it('the holder may lock again after their lock lapsed', () => {
    given(listed, locked(ALICE)).when(lock(ALICE, at(31), 'lock-2')).then([
      { type: 'LockExpired', data: { vehicleId: V, lockId: 'lock-user-alice', holderId: ALICE, at: at(31), status: 'available' } },
      locked(ALICE, at(31), 30, 'lock-2'),
    ]);
  });

  it('refuses a sold vehicle and one staff marked sold', () => {
    const sold: VehicleHoldEvent = { type: 'VehicleSold', data: { vehicleId: V, transactionId: 't', buyerId: ALICE, soldAt: T0, status: 'sold' } };
    given(listed, sold).when(lock(BOB)).thenFails('purchase.vehicle_not_available');
    const staff: DomainEvent = { type: 'VehicleStatusChanged', data: { vehicleId: V, status: 'sold', previousStatus: 'available' } };
    given(listed, staff).when(lock(BOB)).thenFails('purchase.vehicle_not_available');
  });

  it('refuses a reserved vehicle to others and is a no-op for the buyer who reserved it', () => {
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1')).when(lock(BOB, at(11))).thenFails('purchase.vehicle_reserved');
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1')).when(lock(ALICE, at(11))).then([]);
  });

  it('ignores catalog events it does not know, but counts them in the version', () => {
    const g = given(listed, priceChanged, locked(ALICE));
    expect(g.state.version).toBe(3);
    expect(g.state.lock?.version).toBe(3);
  });
});

describe('vehicle hold: re-locks (at most 3 locks of one vehicle per buyer in a rolling day)', () => {
  const released = (holderId: string, lockId: string, when: string): VehicleHoldEvent => ({
    type: 'LockReleased', data: { vehicleId: V, lockId, holderId, at: when, status: 'available' },
  });
  const expired = (holderId: string, lockId: string, when: string): VehicleHoldEvent => ({
    type: 'LockExpired', data: { vehicleId: V, lockId, holderId, at: when, status: 'available' },
  });
  /** Alice locked at T0 and at +40 min (each lapsed), and at +2 h (released). */
  const threeLocks = [
    listed, locked(ALICE, T0, 30, 'a1'), expired(ALICE, 'a1', at(30)), locked(ALICE, at(40), 30, 'a2'), expired(ALICE, 'a2', at(70)),
    locked(ALICE, at(120), 30, 'a3'), released(ALICE, 'a3', at(125)),
  ];
  const refusal = (history: (VehicleHoldEvent | DomainEvent)[], command: VehicleHoldCommand) => {
    try {
      given(...history).when(command).events();
    } catch (error) {
      return error as DomainError;
    }
    throw new Error('expected a refusal');
  };

  it('refreshing a lapsed lock works: the second and the third lock of the day are taken', () => {
    given(listed, locked(ALICE, T0, 30, 'a1')).when(lock(ALICE, at(31), 'a2')).then([expired(ALICE, 'a1', at(31)), locked(ALICE, at(31), 30, 'a2')]);
    given(...threeLocks.slice(0, 5)).when(lock(ALICE, at(120), 'a3')).then([locked(ALICE, at(120), 30, 'a3')]);
  });

  it('refuses the fourth lock of the day with 409 purchase.relock_limit and when the buyer may lock it again', () => {
    given(...threeLocks).when(lock(ALICE, at(200), 'a4')).thenFails('purchase.relock_limit', 'vehicleId');
    const error = refusal(threeLocks, lock(ALICE, at(200), 'a4'));
    expect(error.kind).toBe('conflict');
    // The first lock leaves the rolling day at T0 + 24 h: one of three places is free again then.
    expect(error.details).toEqual({ max: 3, retryAt: at(24 * 60), retryAfterSeconds: (24 * 60 - 200) * 60 });
  });

  it('the day rolls: once the first lock is 24 hours old, the buyer may lock again, and only once more', () => {
    given(...threeLocks).when(lock(ALICE, at(24 * 60 - 1), 'a4')).thenFails('purchase.relock_limit');
    const fourth = locked(ALICE, at(24 * 60), 30, 'a4');
    given(...threeLocks).when(lock(ALICE, at(24 * 60), 'a4')).then([fourth]);
    const after = [...threeLocks, fourth, released(ALICE, 'a4', at(24 * 60 + 1))];
    expect(refusal(after, lock(ALICE, at(24 * 60 + 2), 'a5')).details).toMatchObject({ retryAt: at(24 * 60 + 40) });
  });

  it('counts per buyer and per vehicle: another buyer may lock it, and holding it is no new lock', () => {
    given(...threeLocks).when(lock(BOB, at(200))).then([locked(BOB, at(200))]);
    given(...threeLocks.slice(0, 6)).when(lock(ALICE, at(121), 'again')).then([]);
  });

  it('takes the number from the command (PurchaseSettings.locksPerVehiclePerDay)', () => {
    given(...threeLocks).when({ ...lock(ALICE, at(200), 'a4'), locksPerDay: 4 } as VehicleHoldCommand).then([locked(ALICE, at(200), 30, 'a4')]);
    given(listed, locked(ALICE, T0, 30, 'a1'), released(ALICE, 'a1', at(1)))
      .when({ ...lock(ALICE, at(2), 'a2'), locksPerDay: 1 } as VehicleHoldCommand).thenFails('purchase.relock_limit');
  });

  it('a vehicle being locked by someone else still answers purchase.vehicle_locked first', () => {
    given(...threeLocks, locked(BOB, at(130))).when(lock(ALICE, at(131), 'a4')).thenFails('purchase.vehicle_locked');
  });
});

describe('vehicle hold: extend (need more time)', () => {
  const extend = (userId: string, now: string): VehicleHoldCommand => ({ type: 'ExtendLock', vehicleId: V, userId, now, extensionMinutes: 15 });

  it('adds 15 minutes to the current expiry', () => {
    given(listed, locked(ALICE)).when(extend(ALICE, at(25))).then([extended(ALICE, at(30), at(45), 1, at(25))]);
  });

  it('allows one extension on request, not two: the second answers purchase.lock_extension_limit (issue #17 item 4)', () => {
    given(listed, locked(ALICE), extended(ALICE, at(30), at(45), 1, at(20)))
      .when(extend(ALICE, at(40))).thenFails('purchase.lock_extension_limit');
  });

  it('only the holder may extend', () => {
    given(listed, locked(ALICE)).when(extend(BOB, at(5))).thenFails('purchase.lock_not_held');
  });

  it('a lapsed lock cannot be extended: purchase.lock_expired (the reservation-expired modal)', () => {
    given(listed, locked(ALICE)).when(extend(ALICE, at(30))).thenFails('purchase.lock_expired');
    given(listed).when(extend(ALICE, at(1))).thenFails('purchase.lock_expired');
  });

  it('moves the lock version, so that the first timer is stale', () => {
    const g = given(listed, locked(ALICE), extended(ALICE, at(30), at(45), 1, at(25)));
    expect(g.state.lock).toMatchObject({ version: 3, expiresAt: at(45), extensions: 1 });
  });
});

describe('vehicle hold: release', () => {
  const release = (userId: string, now = at(3)): VehicleHoldCommand => ({ type: 'ReleaseLock', vehicleId: V, userId, now });

  it('the holder releases: status available', () => {
    given(listed, locked(ALICE)).when(release(ALICE)).then([
      { type: 'LockReleased', data: { vehicleId: V, lockId: 'lock-user-alice', holderId: ALICE, at: at(3), status: 'available' } },
    ]);
  });

  it('only the holder may release a live lock', () => {
    given(listed, locked(ALICE)).when(release(BOB)).thenFails('purchase.lock_not_held');
  });

  it('is idempotent when nothing is locked, and harmless on someone else lapsed lock', () => {
    given(listed).when(release(ALICE)).then([]);
    given(listed, locked(ALICE)).when(release(BOB, at(40))).then([]);
  });

  it('a released vehicle can be locked by the next buyer', () => {
    const released: VehicleHoldEvent = { type: 'LockReleased', data: { vehicleId: V, lockId: 'lock-user-alice', holderId: ALICE, at: at(3), status: 'available' } };
    given(listed, locked(ALICE), released).when(lock(BOB, at(4))).then([locked(BOB, at(4))]);
  });
});

describe('vehicle hold: expiry by timer', () => {
  const expire = (lockVersion: number, now: string): VehicleHoldCommand => ({ type: 'ExpireLock', vehicleId: V, lockVersion, now });

  it('expires the lock it was scheduled for once it is due', () => {
    given(listed, locked(ALICE)).when(expire(2, at(30))).then([
      { type: 'LockExpired', data: { vehicleId: V, lockId: 'lock-user-alice', holderId: ALICE, at: at(30), status: 'available' } },
    ]);
  });

  it('a stale timer after an extension does nothing (version moved)', () => {
    given(listed, locked(ALICE), extended(ALICE, at(30), at(45), 1, at(25))).when(expire(2, at(30))).then([]);
  });

  it('the new timer of the extension expires it at the new time, not before', () => {
    const g = given(listed, locked(ALICE), extended(ALICE, at(30), at(45), 1, at(25)));
    g.when(expire(3, at(44))).then([]);
    expect(g.when(expire(3, at(45))).events()).toHaveLength(1);
  });

  it('does nothing when the lock was released, or taken by another buyer since', () => {
    const released: VehicleHoldEvent = { type: 'LockReleased', data: { vehicleId: V, lockId: 'lock-user-alice', holderId: ALICE, at: at(3), status: 'available' } };
    given(listed, locked(ALICE), released).when(expire(2, at(30))).then([]);
    given(listed, locked(ALICE), released, locked(BOB, at(4))).when(expire(2, at(31))).then([]);
  });

  it('does nothing once the lock became a reservation', () => {
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1')).when(expire(2, at(30))).then([]);
  });
});

describe('vehicle hold: deposit reservation (5 days), expiry, cancellation, sale', () => {
  const reserve = (userId: string, transactionId: string, now = at(10)): VehicleHoldCommand => ({
    type: 'ReserveVehicle', vehicleId: V, userId, transactionId, now, reservationDays: 5,
  });

  it('turns the buyer lock into a 5-day reservation', () => {
    given(listed, locked(ALICE)).when(reserve(ALICE, 'tx-1')).then([reserved(ALICE, 'tx-1')]);
  });

  it('reserves even when the buyer lock lapsed meanwhile (they paid)', () => {
    given(listed, locked(ALICE)).when(reserve(ALICE, 'tx-1', at(40))).then([reserved(ALICE, 'tx-1', at(40))]);
  });

  it('is idempotent per transaction', () => {
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1')).when(reserve(ALICE, 'tx-1', at(11))).then([]);
  });

  it('cannot reserve what another buyer holds (the deposit is then refunded)', () => {
    given(listed, locked(BOB)).when(reserve(ALICE, 'tx-1', at(5))).thenFails('purchase.vehicle_locked');
    given(listed, locked(BOB), reserved(BOB, 'tx-b')).when(reserve(ALICE, 'tx-1', at(12))).thenFails('purchase.vehicle_reserved');
  });

  it('expires the reservation when its timer fires (version and time checked)', () => {
    const g = given(listed, locked(ALICE), reserved(ALICE, 'tx-1'));
    const due = new Date(Date.parse(at(10)) + 5 * 86_400_000).toISOString();
    g.when({ type: 'ExpireReservation', vehicleId: V, reservationVersion: 2, now: due }).then([]); // stale version
    g.when({ type: 'ExpireReservation', vehicleId: V, reservationVersion: 3, now: at(60) }).then([]); // not due
    g.when({ type: 'ExpireReservation', vehicleId: V, reservationVersion: 3, now: due }).then([{
      type: 'ReservationExpired', data: { vehicleId: V, transactionId: 'tx-1', holderId: ALICE, at: due, reason: 'expired', status: 'available' },
    }]);
  });

  it('records how the reservation ended, for the refund', () => {
    const ended: VehicleHoldEvent = { type: 'ReservationExpired', data: { vehicleId: V, transactionId: 'tx-1', holderId: ALICE, at: at(99), reason: 'expired', status: 'available' } };
    const state = fold(vehicleHoldDecider, [listed, locked(ALICE), reserved(ALICE, 'tx-1'), ended] as VehicleHoldEvent[]);
    expect(state).toMatchObject({ status: 'available', reservation: null, endedReservations: { 'tx-1': 'expired' } });
  });

  it('cancels the reservation of a cancelled transaction, or releases its buyer lock', () => {
    const cancel = (now = at(20)): VehicleHoldCommand => ({ type: 'CancelReservation', vehicleId: V, userId: ALICE, transactionId: 'tx-1', now, reason: 'cancelled' });
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1')).when(cancel()).then([{
      type: 'ReservationCancelled', data: { vehicleId: V, transactionId: 'tx-1', holderId: ALICE, at: at(20), reason: 'cancelled', status: 'available' },
    }]);
    given(listed, locked(ALICE)).when(cancel(at(5))).then([
      { type: 'LockReleased', data: { vehicleId: V, lockId: 'lock-user-alice', holderId: ALICE, at: at(5), status: 'available' } },
    ]);
    given(listed, locked(BOB)).when(cancel(at(5))).then([]);
  });

  it('marks the vehicle sold for the signed transaction, once', () => {
    const sell: VehicleHoldCommand = { type: 'MarkVehicleSold', vehicleId: V, userId: ALICE, transactionId: 'tx-1', now: at(30) };
    const sold: VehicleHoldEvent = { type: 'VehicleSold', data: { vehicleId: V, transactionId: 'tx-1', buyerId: ALICE, soldAt: at(30), status: 'sold' } };
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1')).when(sell).then([sold]);
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1'), sold).when(sell).then([]);
    given(listed, locked(BOB), reserved(BOB, 'tx-b')).when(sell).thenFails('purchase.vehicle_reserved');
  });

  it('the reservation timer does nothing after the sale', () => {
    const sold: VehicleHoldEvent = { type: 'VehicleSold', data: { vehicleId: V, transactionId: 'tx-1', buyerId: ALICE, soldAt: at(30), status: 'sold' } };
    given(listed, locked(ALICE), reserved(ALICE, 'tx-1'), sold).when({ type: 'ExpireReservation', vehicleId: V, reservationVersion: 3, now: at(99_999) }).then([]);
  });
});

describe('holdView', () => {
  it('shows the caller whether they hold the vehicle, and until when', () => {
    const state = fold(vehicleHoldDecider, [listed, locked(ALICE)] as VehicleHoldEvent[]);
    expect(holdView(state, ALICE, at(1))).toEqual({ status: 'locked', holder: 'me', expiresAt: at(30), extensions: 0, transactionId: null });
    expect(holdView(state, BOB, at(1))).toMatchObject({ status: 'locked', holder: 'other' });
    expect(holdView(state, BOB, at(30))).toMatchObject({ status: 'available', holder: null });
  });
});

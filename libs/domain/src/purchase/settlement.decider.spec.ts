import type { DomainEvent } from '../shared';
import { givenFor } from '../shared/testing/given';
import { settlementDecider, type SettleTransaction } from './settlement.decide';
import type { TransactionEvent, VehicleSnapshot } from './transaction.events';
import type { VehicleHoldEvent } from './vehicle-hold.events';

const given = givenFor(settlementDecider);
const TX = 'tx-1';
const V = 'veh-1';
const ALICE = 'user-alice';
const BOB = 'user-bob';
const T0 = '2026-03-02T15:00:00.000Z';
const NOW = '2026-03-02T15:10:00.000Z';
const settle: SettleTransaction = { type: 'SettleTransaction', transactionId: TX, now: NOW, reservationDays: 5 };
const base = { vehicleId: V, userId: ALICE, transactionId: TX, now: NOW };

const vehicle: VehicleSnapshot = {
  vehicleId: V, vin: '1HGCM82633A004352', condition: 'used', year: 2023, make: 'Honda', model: 'Civic', trim: 'Sport', photo: null,
  price: 2_500_000, msrp: null, dealer: { companyId: 1, name: 'Demo Motors', city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.57 },
};
const listed: DomainEvent = { type: 'VehicleListed', data: { vehicleId: V, status: 'available' } };
const lockedBy = (holderId: string): VehicleHoldEvent => ({
  type: 'VehicleLocked', data: { vehicleId: V, lockId: `lock-${holderId}`, holderId, lockedAt: T0, expiresAt: '2026-03-02T15:30:00.000Z', status: 'locked' },
});
const reserved: VehicleHoldEvent = {
  type: 'VehicleReserved', data: { vehicleId: V, transactionId: TX, holderId: ALICE, reservedAt: T0, expiresAt: '2026-03-07T15:00:00.000Z', status: 'reserved' },
};
const reservationExpired: VehicleHoldEvent = {
  type: 'ReservationExpired', data: { vehicleId: V, transactionId: TX, holderId: ALICE, at: NOW, reason: 'expired', status: 'available' },
};

const started: TransactionEvent = { type: 'TransactionStarted', data: { transactionId: TX, userId: ALICE, vehicle, startedAt: T0 } };
const paid: TransactionEvent = { type: 'DepositPaid', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, paidAt: T0, stripeEventId: 'evt_paid' } };
const cancelled: TransactionEvent = { type: 'TransactionCancelled', data: { transactionId: TX, reason: 'buyer', cancelledAt: NOW } };
const refundRequested = (reason: 'reservation_expired' | 'cancelled' | 'vehicle_unavailable', at = NOW): TransactionEvent => ({
  type: 'DepositRefundRequested',
  data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, reason, idempotencyKey: `deposit-refund-${TX}-pi_1`, requestedAt: at },
});
const refunded: TransactionEvent = {
  type: 'DepositRefunded', data: { transactionId: TX, paymentIntentId: 'pi_1', refundId: 're_1', amount: 25_000, refundedAt: NOW, stripeEventId: 'evt_refund' },
};
const signed: TransactionEvent = {
  type: 'ContractSigned',
  data: { transactionId: TX, contractUrl: '/c', contract: { fileId: 'c', contentType: 'application/pdf', bytes: 1 }, languages: ['fr', 'en'], total: 1, deposit: 25_000, signedAt: NOW },
};

const requestRefund = (reason: 'reservation_expired' | 'cancelled' | 'vehicle_unavailable') => ({
  type: 'TransactionCommand' as const, data: { type: 'RequestDepositRefund' as const, transactionId: TX, now: NOW, reason },
});
const providerRefund = { type: 'ProviderRefund' as const, data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, idempotencyKey: `deposit-refund-${TX}-pi_1` } };

describe('settlement: a surplus payment', () => {
  const surplus: TransactionEvent = {
    type: 'SurplusPaymentReceived', data: { transactionId: TX, paymentIntentId: 'pi_2', amount: 25_000, receivedAt: NOW, stripeEventId: 'evt_s2' },
  };
  const surplusRefund = { type: 'ProviderRefund' as const, data: { transactionId: TX, paymentIntentId: 'pi_2', amount: 25_000, idempotencyKey: `surplus-refund-${TX}-pi_2` } };

  it('is refunded while the deposit keeps the reservation', () => {
    given(listed, lockedBy(ALICE), started, paid, reserved, surplus).when(settle).then([
      { type: 'VehicleCommand', data: { ...base, type: 'ReserveVehicle', reservationDays: 5 } },
      surplusRefund,
    ]);
  });
  it('is refunded after the contract was signed too, and no more once its refund is recorded', () => {
    given(listed, started, paid, reserved, signed, surplus).when(settle).then([{ type: 'VehicleCommand', data: { ...base, type: 'MarkVehicleSold' } }, surplusRefund]);
    const refunded: TransactionEvent = {
      type: 'SurplusPaymentRefunded', data: { transactionId: TX, paymentIntentId: 'pi_2', refundId: 're_2', amount: 25_000, refundedAt: NOW, stripeEventId: 'evt_r2' },
    };
    given(listed, started, paid, reserved, signed, surplus, refunded).when(settle).then([{ type: 'VehicleCommand', data: { ...base, type: 'MarkVehicleSold' } }]);
  });
});

describe('settlement: a held deposit', () => {
  it("reserves the vehicle for 5 days: the buyer's lock becomes the reservation", () => {
    given(listed, lockedBy(ALICE), started, paid).when(settle).then([
      { type: 'VehicleCommand', data: { ...base, type: 'ReserveVehicle', reservationDays: 5 } },
    ]);
  });

  it('keeps the reservation when it is already there (the reserve command decides nothing new)', () => {
    given(listed, lockedBy(ALICE), started, paid, reserved).when(settle).then([
      { type: 'VehicleCommand', data: { ...base, type: 'ReserveVehicle', reservationDays: 5 } },
    ]);
  });

  it('gives the deposit back when someone else holds the vehicle, and asks the provider for the refund', () => {
    given(listed, lockedBy(BOB), started, paid).when(settle).then([requestRefund('vehicle_unavailable'), providerRefund]);
  });

  it('gives the deposit back when the vehicle is no longer listed', () => {
    given(started, paid).when(settle).then([requestRefund('vehicle_unavailable'), providerRefund]);
  });

  it('gives the deposit back when its reservation expired', () => {
    given(listed, lockedBy(ALICE), started, paid, reserved, reservationExpired).when(settle).then([requestRefund('reservation_expired'), providerRefund]);
  });
});

describe('settlement: cancelled or refunded', () => {
  it("frees the transaction's reservation and refunds a held deposit when the buyer cancels", () => {
    given(listed, started, paid, reserved, cancelled).when(settle).then([
      { type: 'VehicleCommand', data: { ...base, type: 'CancelReservation', reason: 'cancelled' } },
      requestRefund('cancelled'),
      providerRefund,
    ]);
  });

  it('a requested refund not yet made is asked for again (same idempotency key), and the reservation freed', () => {
    given(listed, started, paid, reserved, refundRequested('reservation_expired')).when(settle).then([
      { type: 'VehicleCommand', data: { ...base, type: 'CancelReservation', reason: 'refunded' } },
      providerRefund,
    ]);
  });

  it('does nothing more once the refund is made and the vehicle is free', () => {
    given(listed, started, paid, reserved, reservationExpired, refundRequested('reservation_expired'), refunded).when(settle).then([]);
  });

  it('a cancelled transaction without a deposit frees nothing it does not hold', () => {
    given(listed, lockedBy(BOB), started, cancelled).when(settle).then([]);
  });
});

describe('settlement: signed, or nothing to do', () => {
  it('marks the vehicle sold once the contract is signed', () => {
    given(listed, started, paid, reserved, signed).when(settle).then([{ type: 'VehicleCommand', data: { ...base, type: 'MarkVehicleSold' } }]);
  });

  it('does nothing for an unknown transaction or one without a deposit', () => {
    given().when(settle).then([]);
    given(listed, lockedBy(ALICE), started).when(settle).then([]);
  });
});

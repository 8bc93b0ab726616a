import type { DomainEvent } from '../shared';

/**
 * Events the purchase context appends to the catalog's `vehicle-<id>` stream, so that optimistic concurrency on that
 * one stream decides every race for a vehicle (two buyers, a buyer and a timer, a deposit and an expiry).
 * Each event that changes availability carries `status` (the catalog's listing follows it, see
 * domain/catalog/vehicle-status.ts). `expiresAt` is part of the event (ARCHITECTURE §4): the deadline is data.
 */
export interface VehicleLockedData {
  readonly vehicleId: string;
  readonly lockId: string;
  readonly holderId: string;
  readonly lockedAt: string;
  readonly expiresAt: string;
  readonly status: 'locked';
}

export interface LockExtendedData {
  readonly vehicleId: string;
  readonly lockId: string;
  readonly holderId: string;
  readonly extendedAt: string;
  readonly previousExpiresAt: string;
  readonly expiresAt: string;
  /** How many extensions so far, this one included. */
  readonly extensions: number;
  readonly status: 'locked';
}

export interface LockEndedData {
  readonly vehicleId: string;
  readonly lockId: string;
  readonly holderId: string;
  readonly at: string;
  readonly status: 'available';
}

export interface VehicleReservedData {
  readonly vehicleId: string;
  readonly transactionId: string;
  readonly holderId: string;
  readonly reservedAt: string;
  readonly expiresAt: string;
  readonly status: 'reserved';
}

export interface ReservationEndedData {
  readonly vehicleId: string;
  readonly transactionId: string;
  readonly holderId: string;
  readonly at: string;
  readonly reason: 'expired' | 'cancelled' | 'refunded';
  readonly status: 'available';
}

export interface VehicleSoldData {
  readonly vehicleId: string;
  readonly transactionId: string;
  readonly buyerId: string;
  readonly soldAt: string;
  readonly status: 'sold';
}

export type VehicleHoldEvent =
  | DomainEvent<'VehicleLocked', VehicleLockedData>
  | DomainEvent<'LockExtended', LockExtendedData>
  | DomainEvent<'LockReleased', LockEndedData>
  | DomainEvent<'LockExpired', LockEndedData>
  | DomainEvent<'VehicleReserved', VehicleReservedData>
  | DomainEvent<'ReservationExpired', ReservationEndedData>
  | DomainEvent<'ReservationCancelled', ReservationEndedData>
  | DomainEvent<'VehicleSold', VehicleSoldData>;

export const VEHICLE_HOLD_EVENT_TYPES = [
  'VehicleLocked', 'LockExtended', 'LockReleased', 'LockExpired', 'VehicleReserved', 'ReservationExpired', 'ReservationCancelled', 'VehicleSold',
] as const satisfies readonly VehicleHoldEvent['type'][];

export const isVehicleHoldEvent = (event: { readonly type: string }): event is VehicleHoldEvent =>
  (VEHICLE_HOLD_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * The vehicle stream is shared: the catalog writes the listing events, and the purchase module appends its lock and
 * sale events (VehicleLocked, LockExtended, LockReleased, LockExpired, VehicleReserved, VehicleSold) to the SAME
 * `vehicle-<id>` stream, so that optimistic concurrency on one stream decides every race for a vehicle.
 *
 * The contract between the two modules is small:
 * - the stream id is `vehicleStreamId(vehicleId)`;
 * - each module's evolve ignores event types it does not know;
 * - an event that changes the vehicle's availability carries `status` (a VehicleStatus) in its data, e.g.
 *   VehicleLocked { status: 'locked', ... }, LockReleased / LockExpired { status: 'available' },
 *   VehicleReserved { status: 'reserved' }, VehicleSold { status: 'sold' }. The catalog state and the listing
 *   projection follow that field whatever the event type (`statusCarriedBy`).
 */
export const VEHICLE_STATUSES = ['available', 'locked', 'reserved', 'sold'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const isVehicleStatus = (value: unknown): value is VehicleStatus =>
  typeof value === 'string' && (VEHICLE_STATUSES as readonly string[]).includes(value);

export const VEHICLE_STREAM_PREFIX = 'vehicle-';

export const vehicleStreamId = (vehicleId: string): string => `${VEHICLE_STREAM_PREFIX}${vehicleId}`;

/** The vehicle id of a `vehicle-<id>` stream, or null for any other stream. */
export function vehicleIdOfStream(streamId: string): string | null {
  return streamId.startsWith(VEHICLE_STREAM_PREFIX) && streamId.length > VEHICLE_STREAM_PREFIX.length
    ? streamId.slice(VEHICLE_STREAM_PREFIX.length)
    : null;
}

/** The availability an event on a vehicle stream sets, whatever module wrote it; null when it sets none. */
export function statusCarriedBy(event: { readonly type: string; readonly data: unknown }): VehicleStatus | null {
  const data = event.data as { status?: unknown } | null;
  return data && typeof data === 'object' && isVehicleStatus(data.status) ? data.status : null;
}

import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { IsoInstant } from './common';

const tags = ['buy-online'] as const;

export const VehicleIdParams = z.object({ id: z.uuid().describe('The vehicle id') });

/**
 * The vehicle lock as the caller sees it. `holder` is 'me' when the caller holds the lock (or the deposit
 * reservation), 'other' when someone else does. `expiresAt` is when the lock (or reservation) ends; `serverTime` lets the
 * countdown correct for a wrong device clock.
 */
export const VehicleTimerSchema = z.object({
  Status: z.literal(1),
  vehicleId: z.string(),
  status: z.enum(['available', 'locked', 'reserved', 'sold']),
  holder: z.enum(['me', 'other']).nullable(),
  expiresAt: IsoInstant.nullable(),
  serverTime: IsoInstant,
  extensionsUsed: z.number().int(),
  maxExtensions: z.number().int().describe('Extensions allowed per lock (1: at most 30 + 15 minutes)'),
  lockMinutes: z.number(),
  extensionMinutes: z.number(),
  transactionId: z.string().nullable().describe("The caller's transaction holding the reservation, when reserved"),
});
export type VehicleTimer = z.infer<typeof VehicleTimerSchema>;

export const setVehicleTimerRoute = defineRoute({
  method: 'GET', path: '/buy-online/vehicle-timer/set/:id', tags, params: VehicleIdParams, response: VehicleTimerSchema,
  summary: 'Locks the vehicle for the signed-in buyer (30 minutes); idempotent for the holder; 409 purchase.vehicle_locked for anyone else',
});
export const checkVehicleTimerRoute = defineRoute({
  method: 'GET', path: '/buy-online/vehicle-timer/check/:id', tags, params: VehicleIdParams, response: VehicleTimerSchema,
  summary: "The vehicle's lock as the caller sees it (no change)",
});
export const expandVehicleTimerRoute = defineRoute({
  method: 'GET', path: '/buy-online/vehicle-timer/expand/:id', tags, params: VehicleIdParams, response: VehicleTimerSchema,
  summary: 'Adds 15 minutes to the caller\'s lock (at most 2 times); 409 purchase.lock_expired when the lock is gone, 403 purchase.lock_not_held for others',
});
export const deleteVehicleTimerRoute = defineRoute({
  method: 'GET', path: '/buy-online/vehicle-timer/delete/:id', tags, params: VehicleIdParams, response: VehicleTimerSchema,
  summary: "Releases the caller's lock (idempotent); only the holder may release",
});

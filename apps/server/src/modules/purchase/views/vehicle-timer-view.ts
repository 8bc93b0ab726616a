import type { VehicleTimer } from '@marketplace/contracts';
import { holdView, PURCHASE_LIMITS, type VehicleHoldState } from '@marketplace/domain';
import type { PurchaseSettings } from '../purchase.settings';

/** Spec §7 vehicle timer: what the caller sees of a vehicle's hold at `now`. */
export function vehicleTimer(vehicleId: string, state: VehicleHoldState, userId: string, now: Date, settings: PurchaseSettings): VehicleTimer {
  const v = holdView(state, userId, now.toISOString());
  return {
    Status: 1, vehicleId, status: v.status, holder: v.holder, expiresAt: v.expiresAt, serverTime: now.toISOString(), extensionsUsed: v.extensions,
    maxExtensions: PURCHASE_LIMITS.maxExtensions, lockMinutes: settings.lockMinutes, extensionMinutes: settings.extensionMinutes, transactionId: v.transactionId,
  };
}

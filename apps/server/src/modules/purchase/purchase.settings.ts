import { PURCHASE_LIMITS } from '@marketplace/domain';
import type { AppConfig } from '../../platform/config/config';

/**
 * The purchase flow's tunables. Built from configuration (LOCK_MINUTES, LOCK_EXTENSION_MINUTES, LIVE_LOCKS_PER_BUYER,
 * and outside production RESERVATION_MINUTES); the rest are the spec's constants. One mutable instance per app, so
 * integration tests may shorten the reservation or the lock of a running server
 * (`app.get(PurchaseSettings).reservationMinutes = 0.05`).
 */
export class PurchaseSettings {
  lockMinutes: number;
  extensionMinutes: number;
  reservationMinutes: number = PURCHASE_LIMITS.reservationDays * 24 * 60;
  depositCents: number = PURCHASE_LIMITS.deposit;
  /** Locks one buyer may take on one vehicle in a rolling day. */
  locksPerVehiclePerDay: number = PURCHASE_LIMITS.locksPerVehiclePerDay;
  /** Vehicles one buyer may hold with a lock at once. */
  liveLocksPerBuyer: number;
  /** Driver's licence and signature images: largest accepted upload. */
  maxImageBytes = 8 * 1024 * 1024;

  get reservationDays(): number {
    return this.reservationMinutes / (24 * 60);
  }

  constructor(config: Pick<AppConfig, 'LOCK_MINUTES' | 'LOCK_EXTENSION_MINUTES' | 'LIVE_LOCKS_PER_BUYER'> & Partial<Pick<AppConfig, 'RESERVATION_MINUTES'>>) {
    this.lockMinutes = config.LOCK_MINUTES ?? PURCHASE_LIMITS.lockMinutes;
    this.extensionMinutes = config.LOCK_EXTENSION_MINUTES ?? PURCHASE_LIMITS.extensionMinutes;
    this.liveLocksPerBuyer = config.LIVE_LOCKS_PER_BUYER ?? PURCHASE_LIMITS.liveLocksPerBuyer;
    // Refused in production by the configuration (ADR 0085).
    if (config.RESERVATION_MINUTES) this.reservationMinutes = config.RESERVATION_MINUTES;
  }
}

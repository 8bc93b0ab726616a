import { Injectable } from '@nestjs/common';
import type { VehicleHoldState } from '@marketplace/domain';
import { StreamFoldCache } from '../../../platform/commands/stream-fold-cache';

/** Vehicles this process keeps folded: a few hundred bytes each (the state keeps only a day of locks). */
export const VEHICLE_HOLD_FOLDS = 20_000;

/**
 * This process's folds of `vehicle-<id>` streams (ADR 0053), shared by the lock commands and every read of who holds a
 * vehicle. A vehicle's stream grows with each lock, extension, release and expiry of its whole life, while its state
 * stays small: without the folds, every lock and every timer check would read and fold all of it.
 */
@Injectable()
export class VehicleHoldFolds extends StreamFoldCache<VehicleHoldState> {
  constructor() {
    super(VEHICLE_HOLD_FOLDS);
  }
}

import { Injectable } from '@nestjs/common';
import {
  holdView, PurchaseErrors, vehicleHoldDecider, vehicleStreamId, type VehicleHoldCommand, type VehicleHoldEvent, type VehicleHoldState,
} from '@marketplace/domain';
import { EventSourcedCommands, type ExecuteOptions } from '../../../platform/commands/event-sourced-commands';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import type { RequestContext } from '../../../platform/http/request-context';
import { VehicleHoldFolds } from './vehicle-hold-folds';

/** Enough re-reads for a crowd racing on one vehicle: after the first winner, every re-read sees the lock. */
export const LOCK_RETRIES = 8;

/**
 * The write side's access to the shared `vehicle-<id>` stream: the pure vehicle-hold decider, optimistic concurrency
 * on the one stream deciding every race (each attempt reads the stream once: what was appended since this process
 * last folded it).
 */
@Injectable()
export class VehicleHoldStream {
  constructor(private readonly runner: EventSourcedCommands, private readonly folds: VehicleHoldFolds) {}

  async load(vehicleId: string): Promise<VehicleHoldState> {
    return (await this.read(vehicleId)).state;
  }

  /** The stream's state and the version it was folded to (what an append must find). */
  read(vehicleId: string): Promise<{ state: VehicleHoldState; version: number }> {
    return this.runner.fold(vehicleHoldDecider, vehicleStreamId(vehicleId), this.folds);
  }

  /**
   * Appends what the caller decided on `loaded` (the lock handler's own load → decide → lease → append); a concurrent
   * append throws WrongExpectedVersionError, and the caller reads and decides again.
   */
  async append(vehicleId: string, loaded: { state: VehicleHoldState; version: number }, events: VehicleHoldEvent[], ctx: RequestContext) {
    const outcome = await this.runner.append(vehicleHoldDecider, vehicleStreamId(vehicleId), loaded, events, ctx);
    return { state: outcome.state, events: outcome.events, position: outcome.append?.position ?? null };
  }

  /**
   * Load, decide, append, re-deciding on a race up to LOCK_RETRIES times. `loaded`: the stream as the caller just read
   * it, decided on without reading again (the append still checks its version).
   */
  async execute(
    command: VehicleHoldCommand, ctx: RequestContext,
    o: Pick<ExecuteOptions<VehicleHoldEvent, VehicleHoldState>, 'eventIds' | 'loaded'> = {},
  ) {
    try {
      const outcome = await this.runner.execute(vehicleHoldDecider, vehicleStreamId(command.vehicleId), command, ctx, { retries: LOCK_RETRIES, folds: this.folds, ...o });
      return { state: outcome.state, events: outcome.events, position: outcome.append?.position ?? null };
    } catch (error) {
      // Still racing after every retry: someone else keeps winning, which for a buyer means "locked".
      if (error instanceof WrongExpectedVersionError) throw PurchaseErrors.vehicleLocked();
      throw error;
    }
  }
}

/** Whether `userId` holds the vehicle at `now` (a live lock or their reservation). */
export const heldBy = (state: VehicleHoldState, userId: string, now: Date): boolean => holdView(state, userId, now.toISOString()).holder === 'me';

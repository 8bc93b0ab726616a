import { Injectable } from '@nestjs/common';
import type { VehicleTimer } from '@marketplace/contracts';
import {
  DomainError, holdView, PurchaseErrors, vehicleHoldDecider, vehicleStreamId, type VehicleHoldCommand, type VehicleHoldState,
} from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import type { RequestContext } from '../../../platform/http/request-context';
import { PurchaseSettings } from '../purchase.settings';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';

const unauthenticated = () => new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');

/** Enough re-reads for a crowd racing on one vehicle: after the first winner, every re-read sees the lock. */
const LOCK_RETRIES = 8;

/**
 * The vehicle lock (spec §4): set, check, expand, delete on the shared `vehicle-<id>` stream, and the system commands
 * that timers and the settlement process dispatch (expire, reserve, cancel, sell). Every decision is the pure
 * vehicle-hold decider's; optimistic concurrency on the one stream decides races.
 */
@Injectable()
export class VehicleHolds {
  constructor(private readonly runner: EventSourcedCommands, private readonly settings: PurchaseSettings) {}

  load(vehicleId: string) {
    return this.runner.load(vehicleHoldDecider, vehicleStreamId(vehicleId));
  }

  async execute(command: VehicleHoldCommand, ctx: RequestContext, eventIds?: (i: number) => string) {
    try {
      return await this.runner.execute(vehicleHoldDecider, vehicleStreamId(command.vehicleId), command, ctx, { retries: LOCK_RETRIES, eventIds });
    } catch (error) {
      // Still racing after every retry: someone else keeps winning, which for a buyer means "locked".
      if (error instanceof WrongExpectedVersionError) throw PurchaseErrors.vehicleLocked();
      throw error;
    }
  }

  view(vehicleId: string, state: VehicleHoldState, userId: string, now: Date): VehicleTimer {
    const v = holdView(state, userId, now.toISOString());
    return {
      Status: 1, vehicleId, status: v.status, holder: v.holder, expiresAt: v.expiresAt, serverTime: now.toISOString(), extensionsUsed: v.extensions,
      maxExtensions: this.settings.maxExtensions, lockMinutes: this.settings.lockMinutes, extensionMinutes: this.settings.extensionMinutes,
      transactionId: v.transactionId,
    };
  }

  private userOf(ctx: RequestContext): string {
    if (!ctx.principal) throw unauthenticated();
    return ctx.principal.userId;
  }

  async set(vehicleId: string, ctx: RequestContext): Promise<VehicleTimer> {
    const userId = this.userOf(ctx);
    const { state } = await this.execute({
      type: 'LockVehicle', vehicleId, userId, lockId: randomUUID(), now: ctx.now.toISOString(), lockMinutes: this.settings.lockMinutes,
    }, ctx);
    return this.view(vehicleId, state, userId, ctx.now);
  }

  async check(vehicleId: string, ctx: RequestContext): Promise<VehicleTimer> {
    const userId = this.userOf(ctx);
    const { state } = await this.load(vehicleId);
    if (!state.listed) throw PurchaseErrors.vehicleNotFound();
    return this.view(vehicleId, state, userId, ctx.now);
  }

  async expand(vehicleId: string, ctx: RequestContext): Promise<VehicleTimer> {
    const userId = this.userOf(ctx);
    const { state } = await this.execute({
      type: 'ExtendLock', vehicleId, userId, now: ctx.now.toISOString(), extensionMinutes: this.settings.extensionMinutes, maxExtensions: this.settings.maxExtensions,
    }, ctx);
    return this.view(vehicleId, state, userId, ctx.now);
  }

  async release(vehicleId: string, ctx: RequestContext): Promise<VehicleTimer> {
    const userId = this.userOf(ctx);
    const { state } = await this.execute({ type: 'ReleaseLock', vehicleId, userId, now: ctx.now.toISOString() }, ctx);
    if (!state.listed) throw PurchaseErrors.vehicleNotFound();
    return this.view(vehicleId, state, userId, ctx.now);
  }

  /** Whether `userId` holds the vehicle right now (a live lock or their reservation). */
  async heldBy(vehicleId: string, userId: string, now: Date): Promise<boolean> {
    const { state } = await this.load(vehicleId);
    return holdView(state, userId, now.toISOString()).holder === 'me';
  }
}

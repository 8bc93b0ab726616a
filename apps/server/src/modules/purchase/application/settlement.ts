import { Inject, Injectable, Logger } from '@nestjs/common';
import { isDomainError, type ExistingTransaction } from '@marketplace/domain';
import Stripe from 'stripe';
import { systemContext } from '../../../platform/http/request-context';
import { PAYMENTS, type Payments } from '../../../platform/payments/payments.port';
import { PurchaseSettings } from '../purchase.settings';
import { deterministicUuid } from './deterministic-id';
import { TransactionStore } from './transaction-store';
import { VehicleHolds } from './vehicle-holds';

/**
 * Brings the vehicle and the deposit in line with a transaction (run by the settle and reservation-expiry timers, so
 * every step is retried until it succeeds, and each is idempotent):
 * - deposit paid: reserve the vehicle 5 days (or refund it when someone else holds the vehicle);
 * - reservation expired, or transaction cancelled with a paid deposit: request the refund;
 * - refund requested: call Stripe with the refund's idempotency key (the webhook records the refund);
 * - cancelled or refunded: free the vehicle's reservation; contract signed: mark the vehicle sold.
 */
@Injectable()
export class Settlement {
  private readonly logger = new Logger('Settlement');

  constructor(
    private readonly store: TransactionStore,
    private readonly holds: VehicleHolds,
    private readonly settings: PurchaseSettings,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  async settle(transactionId: string): Promise<void> {
    const ctx = systemContext();
    const { state } = await this.store.load(transactionId);
    if (!state.exists) return;
    const s = state;
    const vehicleId = s.vehicle.vehicleId;
    const now = ctx.now.toISOString();
    const d = s.deposit;
    const depositHeld = d.paid && !d.refundRequested && !d.refunded;

    if (s.contract) {
      await this.holds.execute({ type: 'MarkVehicleSold', vehicleId, userId: s.userId, transactionId, now }, ctx);
      return;
    }
    const { state: vehicle } = await this.holds.load(vehicleId);
    if (s.cancelled || d.refundRequested || d.refunded) {
      if (vehicle.reservation?.transactionId === transactionId) {
        await this.holds.execute({ type: 'CancelReservation', vehicleId, userId: s.userId, transactionId, now, reason: s.cancelled ? 'cancelled' : 'refunded' }, ctx);
      }
      if (s.cancelled && depositHeld) await this.requestRefund(s, 'cancelled');
    } else if (depositHeld) {
      if (vehicle.endedReservations[transactionId] === 'expired') {
        await this.requestRefund(s, 'reservation_expired');
      } else {
        try {
          await this.holds.execute({
            type: 'ReserveVehicle', vehicleId, userId: s.userId, transactionId, now, reservationDays: this.settings.reservationMinutes / (24 * 60),
          }, ctx);
        } catch (error) {
          if (!isDomainError(error) || !['conflict', 'not_found'].includes(error.kind)) throw error;
          this.logger.warn(`Vehicle ${vehicleId} could not be reserved for ${transactionId} (${error.code}): refunding the deposit`);
          await this.requestRefund(s, 'vehicle_unavailable');
        }
      }
    }
    await this.refundIfRequested(transactionId);
  }

  private async requestRefund(s: ExistingTransaction, reason: 'reservation_expired' | 'cancelled' | 'vehicle_unavailable') {
    await this.store.execute({ type: 'RequestDepositRefund', transactionId: s.transactionId, now: new Date().toISOString(), reason }, systemContext(), {
      subjectId: s.userId, retries: 5, eventIds: (i) => deterministicUuid(`refund-request:${s.transactionId}:${s.deposit.paymentIntentId}:${i}`),
    });
  }

  /** Calls Stripe for a requested refund; the idempotency key makes repeated calls one refund. */
  private async refundIfRequested(transactionId: string) {
    const { state } = await this.store.load(transactionId);
    if (!state.exists) return;
    const d = state.deposit;
    if (!d.refundRequested || d.refunded || !d.paymentIntentId || !d.refundIdempotencyKey) return;
    try {
      await this.payments.refund({ paymentIntentId: d.paymentIntentId, amount: d.amount, idempotencyKey: d.refundIdempotencyKey, metadata: { transactionId } });
    } catch (error) {
      // Already refunded (e.g. from Stripe's dashboard): the webhook brings the fact.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  }
}

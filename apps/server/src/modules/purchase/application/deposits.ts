import { Inject, Injectable, Logger } from '@nestjs/common';
import { decideTransaction, DomainError, isDomainError, type ExistingTransaction } from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { systemContext } from '../../../platform/http/request-context';
import { PAYMENTS, type PaymentIntentView, type Payments, type VerifiedEvent } from '../../../platform/payments/payments.port';
import { PurchaseSettings } from '../purchase.settings';
import { deterministicUuid } from './deterministic-id';
import { inInput } from './in-input';
import { depositFactOf } from './stripe-events';
import { TransactionStore } from './transaction-store';
import { VehicleHolds } from './vehicle-holds';

const REUSABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded']);

/** The $250 deposit: the payment intent, the webhooks, the test-card payment of test mode. */
@Injectable()
export class Deposits {
  private readonly logger = new Logger('Deposits');

  constructor(
    private readonly store: TransactionStore,
    private readonly holds: VehicleHolds,
    private readonly settings: PurchaseSettings,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  get mode(): 'stripe' | 'test' {
    return this.payments.mode === 'stripe' ? 'stripe' : 'test';
  }

  get publishableKey(): string | null {
    return this.payments.publishableKey;
  }

  /**
   * Checks every rule first (steps complete, email verified, vehicle held, not paid), then creates the intent (or
   * reuses the transaction's open one) with an idempotency key, then records DepositRequested.
   */
  async createIntent(transactionId: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const command = {
      type: 'RequestDeposit' as const, transactionId, userId: s.userId, now: ctx.now.toISOString(), amount: this.settings.depositCents,
      vehicleHeld: await this.holds.heldBy(s.vehicle.vehicleId, s.userId, ctx.now), emailVerified: Boolean(ctx.principal?.emailVerified && ctx.principal.active),
    };
    await inInput(async () => decideTransaction({ ...command, paymentIntentId: s.deposit.paymentIntentId ?? 'pi_pending' }, s));
    let intent: PaymentIntentView | null = null;
    if (s.deposit.paymentIntentId) {
      intent = await this.payments.retrievePaymentIntent(s.deposit.paymentIntentId).catch(() => null);
      if (intent && !REUSABLE.has(intent.status)) intent = null;
    }
    intent ??= await this.payments.createPaymentIntent({
      amount: this.settings.depositCents,
      currency: 'cad',
      description: `Deposit ${s.vehicle.year} ${s.vehicle.make} ${s.vehicle.model}`,
      metadata: { transactionId, vehicleId: s.vehicle.vehicleId, userId: s.userId },
      idempotencyKey: `deposit-intent-${transactionId}-${s.deposit.paymentIntentId ?? 'first'}`,
    });
    await inInput(() => this.store.execute({ ...command, paymentIntentId: intent!.id }, ctx, { subjectId: s.userId }));
    return {
      Status: 1 as const, paymentIntentId: intent.id, clientSecret: intent.clientSecret ?? '', amount: intent.amount, currency: 'cad' as const,
      publishableKey: this.publishableKey, mode: this.mode,
    };
  }

  /**
   * A verified webhook. The Stripe event id makes the appended event ids deterministic, and the decider ignores an
   * event id it has seen: a redelivery (in a row or at once) appends nothing. Returns whether anything was recorded.
   */
  async applyWebhook(event: VerifiedEvent): Promise<boolean> {
    const fact = depositFactOf(event);
    if (!fact) return false;
    let transactionId = fact.transactionId;
    if (!transactionId) {
      const intent = await this.payments.retrievePaymentIntent(fact.paymentIntentId).catch(() => null);
      transactionId = intent?.metadata.transactionId ?? null;
    }
    if (!transactionId) {
      this.logger.warn(`Stripe event ${event.id} (${event.type}) names no transaction: ignored`);
      return false;
    }
    const at = new Date(event.created * 1000);
    try {
      const outcome = await this.store.execute({
        type: 'ApplyStripeEvent', transactionId, now: at.toISOString(), stripeEventId: event.id, kind: fact.kind, paymentIntentId: fact.paymentIntentId,
        amount: fact.amount, ...(fact.refundId ? { refundId: fact.refundId } : {}), ...(fact.reason ? { reason: fact.reason } : {}),
      }, systemContext(new Date(), `stripe:${event.id}`), { subjectId: 'system', retries: 10, eventIds: (i) => deterministicUuid(`stripe:${event.id}:${i}`) });
      return outcome.events.length > 0;
    } catch (error) {
      if (isDomainError(error) && error.code === 'purchase.transaction_not_found') {
        this.logger.warn(`Stripe event ${event.id} names an unknown transaction: ignored`);
        return false;
      }
      throw error;
    }
  }

  /** Test mode: pays the intent with a test card through the local Stripe server (the webhook then records it). */
  async payWithTestCard(body: { transactionId: string; paymentIntentId: string; cardNumber: string }, ctx: RequestContext) {
    if (this.payments.mode !== 'local' || !this.payments.confirmWithTestCard) {
      throw new DomainError('payments.test_mode_only', 'not_found', 'Test cards work only without a Stripe key', 'body.cardNumber');
    }
    const s: ExistingTransaction = await this.store.owned(body.transactionId, ctx);
    if (s.deposit.paymentIntentId !== body.paymentIntentId) {
      throw new DomainError('payments.unknown_payment_intent', 'not_found', 'Not this transaction\'s deposit', 'body.paymentIntentId');
    }
    const intent = await this.payments.confirmWithTestCard(body.paymentIntentId, body.cardNumber, `test-card-${body.paymentIntentId}-${ctx.correlationId}`);
    return {
      Status: 1 as const, status: intent.status,
      declineCode: intent.status === 'succeeded' ? null : (intent.lastPaymentError ?? 'card_declined'),
    };
  }
}

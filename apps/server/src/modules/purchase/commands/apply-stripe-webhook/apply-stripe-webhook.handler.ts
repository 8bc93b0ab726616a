import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isDomainError } from '@marketplace/domain';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { systemContext } from '../../../../platform/http/request-context';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { deterministicUuid } from '../../streams/deterministic-id';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { ApplyStripeWebhookCommand } from './apply-stripe-webhook.command';
import { depositFactOf } from './stripe-events';

/** Webhooks of one deposit race each other (Stripe sends several at once): enough re-reads for all of them. */
const WEBHOOK_RETRIES = 10;

/**
 * A verified webhook. The Stripe event id makes the appended event ids deterministic, and the decider ignores an
 * event id it has seen: a redelivery (in a row or at once) appends nothing. Answers whether anything was recorded.
 */
@CommandHandler(ApplyStripeWebhookCommand)
export class ApplyStripeWebhookHandler implements ICommandHandler<ApplyStripeWebhookCommand> {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly transactions: TransactionStream,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ event }: ApplyStripeWebhookCommand) {
    const fact = depositFactOf(event);
    if (!fact) return { received: true as const, applied: false };
    // Stripe unreachable throws (a 5xx): Stripe delivers the event again rather than it being dropped.
    const transactionId = fact.transactionId ?? (await this.payments.retrievePaymentIntent(fact.paymentIntentId))?.metadata.transactionId ?? null;
    if (!transactionId) {
      this.logger.warn(`Stripe event ${event.id} (${event.type}) names no transaction: ignored`);
      return { received: true as const, applied: false };
    }
    const card = fact.kind === 'succeeded' ? await this.cardOf(event.id, fact.paymentIntentId) : null;
    const ctx = systemContext(this.clock.now(), `stripe:${event.id}`);
    try {
      const outcome = await retryOnConflict(WEBHOOK_RETRIES, async () => {
        const loaded = await this.transactions.load(transactionId);
        // The deposit's refund the settlement asked for, made at Stripe and not recorded yet: the settlement's `refund`
        // moment (ADR 0085), reached here too. When the settlement lost Stripe's answer (a kill elsewhere in the
        // process), this webhook may record the refund before its timer asks again, and the point would never be passed.
        if (fact.kind === 'refunded' && loaded.state.exists) {
          const d = loaded.state.deposit;
          if (d.refundRequested && !d.refunded && d.paymentIntentId === fact.paymentIntentId) crashPoint('refund', loaded.state.vehicle.vehicleId);
        }
        return this.transactions.record(loaded, {
          type: 'ApplyStripeEvent', transactionId, now: new Date(event.created * 1000).toISOString(), stripeEventId: event.id, kind: fact.kind,
          paymentIntentId: fact.paymentIntentId, amount: fact.amount, ...(fact.refundId ? { refundId: fact.refundId } : {}), ...(fact.reason ? { reason: fact.reason } : {}),
          ...(card ? { card } : {}),
        }, ctx, { subjectId: 'system', eventIds: (i) => deterministicUuid(`stripe:${event.id}:${i}`) });
      });
      crashPoint('webhook', outcome.state.exists ? outcome.state.vehicle.vehicleId : undefined);
      return { received: true as const, applied: outcome.events.length > 0 };
    } catch (error) {
      if (isDomainError(error) && error.code === 'purchase.transaction_not_found') {
        this.logger.warn(`Stripe event ${event.id} names an unknown transaction: ignored`);
        return { received: true as const, applied: false };
      }
      throw error;
    }
  }

  /**
   * The card that paid (its latest charge's card, through the port): the deposit's event records it for the audit
   * console (ADR 0078). The payment is the fact: when the provider cannot say, it is recorded without the card.
   */
  private async cardOf(eventId: string, paymentIntentId: string) {
    try {
      return await this.payments.paidCard(paymentIntentId);
    } catch (error) {
      this.logger.warn(`Stripe event ${eventId}: the card that paid ${paymentIntentId} is unknown (${(error as Error).message}); recorded without it`);
      return null;
    }
  }
}

import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DepositState, isDomainError } from '@marketplace/domain';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { systemContext } from '../../../../platform/http/request-context';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { deterministicUuid } from '../../streams/deterministic-id';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { ApplyStripeWebhookCommand } from './apply-stripe-webhook.command';
import { type DepositFact, depositFactOf } from './stripe-events';

/**
 * The kill point (ADR 0085) of the moment this webhook tells of, when the server has not recorded it yet: Stripe took
 * the card (`card-confirmation`, pay-with-test-card) or made the refund the settlement asked for (`refund`,
 * settle-transaction). Those handlers pass the point right after Stripe's answer; when a kill elsewhere in the process
 * took that answer, this webhook may record the fact before the buyer sends the card again or the timer asks again,
 * and the point would never be passed. Recording it is the other way the server learns of the moment, so it passes
 * the same point first: whichever way comes first, the point is reached.
 */
function unrecordedMoment(fact: DepositFact, d: DepositState): 'card-confirmation' | 'refund' | null {
  if (d.paymentIntentId !== fact.paymentIntentId) return null;
  if (fact.kind === 'succeeded' && !d.paid) return 'card-confirmation';
  if (fact.kind === 'refunded' && d.refundRequested && !d.refunded) return 'refund';
  return null;
}

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
        if (loaded.state.exists) {
          const moment = unrecordedMoment(fact, loaded.state.deposit);
          if (moment) crashPoint(moment, loaded.state.vehicle.vehicleId);
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

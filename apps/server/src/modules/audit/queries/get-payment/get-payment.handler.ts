import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, TRANSACTION_STREAM_PREFIX, transactionStreamId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { PAYMENTS, type PaymentDetails, type Payments, PaymentsUnavailable } from '../../../../platform/payments/payments.port';
import { stripeEventsAbout } from '../../../../platform/payments/webhook-events';
import { DB } from '../../../../platform/tokens';
import { AuditReader } from '../get-timeline/audit-reader';
import { GetPaymentQuery } from './get-payment.query';

const paymentNotFound = () => new DomainError('audit.payment_not_found', 'not_found', 'No such payment', 'params.paymentIntentId');

/**
 * A payment's own page (issue #46 item 3, ADR 0087), as Stripe's dashboard shows one: the intent, its amount, status and
 * card, its refunds and disputes, asked of Stripe through the payments port; beside it, the purchase it paid and what
 * this server recorded about it (the events that name it, the Stripe events received). Stripe unreachable still shows
 * the recorded facts (`stripeReachable: false`); a payment neither Stripe nor the events know is 404.
 */
@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery> {
  private readonly logger = new Logger('AuditPayment');

  constructor(private readonly reader: AuditReader, @Inject(PAYMENTS) private readonly payments: Payments, @Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ paymentIntentId }: GetPaymentQuery) {
    const [stripe, recorded, received] = await Promise.all([
      this.stripeView(paymentIntentId), this.reader.factsNaming(paymentIntentId), stripeEventsAbout(this.db, [paymentIntentId]),
    ]);
    if (!stripe.details && recorded.facts.length === 0 && received.length === 0) throw paymentNotFound();
    // The purchase it paid: Stripe's metadata names it (when this server knows that purchase), else the events that name the payment.
    const named = stripe.details?.intent.metadata.transactionId ? transactionStreamId(stripe.details.intent.metadata.transactionId) : null;
    const known = named ? await this.reader.assertExists(named).then(() => named, () => null) : null;
    const subjectId = known ?? recorded.facts.find((f) => f.streamId.startsWith(TRANSACTION_STREAM_PREFIX))?.streamId ?? null;
    const facts = [
      ...recorded.facts,
      ...received.map((e) => ({
        streamId: 'records:stripe-events', streamVersion: 0, type: 'StripeEventReceived', recordedAt: e.handledAt,
        summary: { kind: 'record.stripe-event', values: { who: null, event: e.type, id: e.eventId, outcome: e.applied === null ? null : e.applied ? 'applied' : 'unchanged' } },
      })),
    ].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
    const d = stripe.details;
    return {
      paymentIntentId, stripeReachable: stripe.reachable, subjectId, facts, customersShown: recorded.customersShown,
      stripe: d ? {
        status: d.intent.status, amount: d.intent.amount, currency: d.intent.currency, createdAt: d.createdAt, description: d.description, card: d.card,
        amountReceived: d.amountReceived, amountRefunded: d.amountRefunded, refunds: [...d.refunds],
        disputes: d.disputes.map((x) => ({ disputeId: x.id, amount: x.amount, status: x.status, reason: x.reason, evidenceDueBy: x.evidenceDueBy, createdAt: x.createdAt })),
      } : null,
    };
  }

  /** Stripe's view of the payment; unreachable (or payments not set up) leaves the recorded facts to show. */
  private async stripeView(id: string): Promise<{ details: PaymentDetails | null; reachable: boolean }> {
    try {
      return { details: await this.payments.paymentDetails(id), reachable: true };
    } catch (error) {
      if (!(error instanceof PaymentsUnavailable) && !(error instanceof DomainError && error.code === 'payments.not_configured')) throw error;
      this.logger.warn(`Payment ${id}: Stripe cannot be asked (${(error as Error).message}); the recorded facts only`);
      return { details: null, reachable: false };
    }
  }
}

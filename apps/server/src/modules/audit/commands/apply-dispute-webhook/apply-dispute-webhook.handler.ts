import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import { disputeFactsOf, type DisputeFacts } from '../../../../platform/payments/disputes';
import { PAYMENTS, type Payments, type VerifiedEvent } from '../../../../platform/payments/payments.port';
import { DB } from '../../../../platform/tokens';
import { DisputeCases } from '../../streams/dispute-cases';
import { AuditReader } from '../../queries/get-timeline/audit-reader';
import { isDomainError, transactionStreamId } from '@marketplace/domain';
import { ApplyDisputeWebhookCommand } from './apply-dispute-webhook.command';

/**
 * A card dispute's webhook (issue #46): the purchase is the one whose payment intent carries its transaction id;
 * the case decides what the event changes (a redelivery or an event older than the case's last changes nothing). A
 * dispute no purchase is known by is kept in audit.disputes_for_review for support, never dropped.
 */
@CommandHandler(ApplyDisputeWebhookCommand)
export class ApplyDisputeWebhookHandler implements ICommandHandler<ApplyDisputeWebhookCommand> {
  private readonly logger = new Logger('DisputeWebhook');

  constructor(
    private readonly cases: DisputeCases, @Inject(PAYMENTS) private readonly payments: Payments, @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock, private readonly reader: AuditReader,
  ) {}

  async execute({ event }: ApplyDisputeWebhookCommand) {
    const facts = disputeFactsOf(event);
    if (!facts) return { received: true as const, applied: false };
    // Stripe unreachable throws (a 5xx): Stripe delivers the event again rather than it being dropped.
    const intent = facts.paymentIntentId ? await this.payments.retrievePaymentIntent(facts.paymentIntentId) : null;
    const transactionId = intent?.metadata.transactionId ?? null;
    // A charge whose intent names no purchase, or one this server does not know (another environment on the same
    // Stripe account, a purchase erased from a test database): kept for review, never a case without its purchase.
    if (!transactionId || !(await this.purchaseExists(transactionId))) return this.forReview(event, facts);
    const { kind, ...dispute } = facts;
    const now = new Date(event.created * 1000).toISOString();
    const outcome = await this.cases.record(
      { type: 'ApplyStripeDispute', transactionId, stripeEventId: event.id, kind, dispute, now },
      systemContext(this.clock.now(), `stripe:${event.id}`), (i) => uuidFromName(`marketplace:audit:stripe:${event.id}:${i}`),
    );
    return { received: true as const, applied: outcome.events.length > 0 };
  }

  /** Whether the store has the purchase (a database fault throws: Stripe delivers the event again). */
  private purchaseExists(transactionId: string): Promise<boolean> {
    return this.reader.assertExists(transactionStreamId(transactionId)).then(() => true, (error: unknown) => {
      if (isDomainError(error) && error.code === 'audit.subject_not_found') return false;
      throw error;
    });
  }

  private async forReview(event: VerifiedEvent, f: DisputeFacts) {
    this.logger.warn(`Stripe dispute ${f.disputeId} (${event.type}, event ${event.id}) names no known purchase: kept for review`);
    const row = {
      charge_id: f.chargeId, payment_intent_id: f.paymentIntentId, reason: f.reason, amount: f.amount, currency: f.currency, status: f.status,
      evidence_due_by: f.evidenceDueBy, last_event_id: event.id, last_event_type: event.type,
    };
    await this.db.insertInto('audit.disputes_for_review').values({ dispute_id: f.disputeId, ...row })
      .onConflict((oc) => oc.column('dispute_id').doUpdateSet(row)).execute();
    return { received: true as const, applied: true };
  }
}

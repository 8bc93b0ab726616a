import { Inject, Injectable } from '@nestjs/common';
import { LEAD_STREAM_PREFIX, SUPPORT_STREAM_PREFIX, transactionIdOfStream } from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import { stripeEventsAbout } from '../../../../platform/payments/webhook-events';
import { DB } from '../../../../platform/tokens';
import { leadDeliveriesOf } from '../../../dealer/dealer.public';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { answerEmailsSent } from '../../../support/support.public';
import type { EventSummary } from '../../views/event-summary';
import type { SubjectOutline } from './audit-reader';

/** Where a record comes from: kept beside the events, by the context that did it (ADR 0087). */
export type RecordSource = 'email' | 'lead-delivery' | 'stripe';

/** The timeline's name for each kind of record: the stream filter picks them like a stream. */
export const RECORD_STREAMS: Readonly<Record<RecordSource, string>> = {
  email: 'records:emails', 'lead-delivery': 'records:lead-deliveries', stripe: 'records:stripe-events',
};

/** The record types, as the type filter names them. */
export const RECORD_TYPES = ['EmailSent', 'LeadDelivered', 'LeadDeliveryFailed', 'StripeEventReceived'] as const;

/** A record on a purchase's timeline: no stream version, no actor (the system did it: `who` is null), a sentence's parts like an event's. */
export interface TimelineRecord {
  readonly source: RecordSource;
  readonly streamId: string;
  /** Unique on the timeline: `<source>:<id>`. */
  readonly position: string;
  readonly type: (typeof RECORD_TYPES)[number];
  readonly at: Date;
  /** What the record shares a command with (a Stripe event: the events its webhook appended, `stripe:<id>`). */
  readonly correlationId: string;
  readonly summary: EventSummary;
  readonly paymentId: string | null;
}

/** The events whose data names a purchase's payment intents (the audit index keeps the ids lower-cased). */
const PAYMENT_EVENTS = ['DepositRequested', 'DepositPaid', 'DepositFailed', 'DepositRefunded', 'SurplusPaymentReceived', 'SurplusPaymentRefunded'];

/**
 * A purchase's related records that are not events (issue #46 item 3, ADR 0087): the emails sent to its buyer (the
 * purchase's ledger, and support's answers to the messages on the timeline), its lead's deliveries to the dealer, and
 * every Stripe event received about its payments (those that changed nothing too). Each context answers for its own
 * (purchase, support and dealer public APIs; the payments inbox); oldest first.
 */
@Injectable()
export class RelatedRecords {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly purchases: PurchasePublicApi) {}

  async of(subject: SubjectOutline): Promise<TimelineRecord[]> {
    const transactionId = transactionIdOfStream(subject.subjectId);
    if (!transactionId) return [];
    const idsOf = (prefix: string) => subject.records.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
    const [emails, answers, deliveries, intents] = await Promise.all([
      this.purchases.emailsSent(transactionId),
      answerEmailsSent(this.db, idsOf(SUPPORT_STREAM_PREFIX)),
      // A purchase's lead is the transaction's (the dealer's lead id); a buy-online lead sent on its own has its own id.
      leadDeliveriesOf(this.db, [transactionId, ...idsOf(LEAD_STREAM_PREFIX)]),
      this.paymentIntentsOf(subject.subjectId),
    ]);
    const stripe = await stripeEventsAbout(this.db, intents);
    const records: TimelineRecord[] = [
      ...emails.map((m) => ({
        source: 'email' as const, streamId: RECORD_STREAMS.email, position: `email:${m.key}`, type: 'EmailSent' as const, at: new Date(m.sentAt),
        correlationId: `email:${m.key}`, summary: { kind: 'record.email-sent', values: { who: null, email: m.kind, to: 'buyer' } }, paymentId: null,
      })),
      ...answers.map((m) => ({
        source: 'email' as const, streamId: RECORD_STREAMS.email, position: `email:support-answer:${m.messageId}:${m.sentAt}`, type: 'EmailSent' as const,
        at: new Date(m.sentAt), correlationId: `email:support-answer:${m.messageId}`, summary: { kind: 'record.email-sent', values: { who: null, email: m.kind, to: 'buyer' } },
        paymentId: null,
      })),
      ...deliveries.map((d) => ({
        source: 'lead-delivery' as const, streamId: RECORD_STREAMS['lead-delivery'], position: `lead-delivery:${d.leadId}:${d.address}`,
        type: d.status === 'sent' ? 'LeadDelivered' as const : 'LeadDeliveryFailed' as const, at: new Date(d.updatedAt), correlationId: `lead-delivery:${d.leadId}`,
        summary: {
          kind: d.status === 'sent' ? 'record.lead-delivered' : 'record.lead-delivery-failed',
          values: { who: null, to: d.address, attempts: d.attempts, reason: d.status === 'sent' ? null : d.lastError },
        },
        paymentId: null,
      })),
      ...stripe.map((e) => ({
        source: 'stripe' as const, streamId: RECORD_STREAMS.stripe, position: `stripe:${e.eventId}`, type: 'StripeEventReceived' as const, at: new Date(e.handledAt),
        correlationId: `stripe:${e.eventId}`,
        summary: { kind: 'record.stripe-event', values: { who: null, event: e.type, id: e.eventId, outcome: e.applied === null ? null : e.applied ? 'applied' : 'unchanged' } },
        paymentId: e.paymentIntentId,
      })),
    ];
    return records.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** The payment intents the purchase's own events name (one index read of its payment events). */
  private async paymentIntentsOf(subjectId: string): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      select distinct k as id from audit.event_index i, unnest(i.keys) k
      where i.stream_id = ${subjectId} and i.type = any(${sql.val(PAYMENT_EVENTS)}::text[]) and k like 'pi\\_%'`.execute(this.db);
    return rows.map((r) => r.id);
  }
}

/** The timeline's filters, as the records take them: an actor filter leaves them out (the system made them). */
export function recordsMatching(records: readonly TimelineRecord[], f: { stream?: string; type?: string; actor?: string }): TimelineRecord[] {
  if (f.actor) return [];
  return records.filter((r) => (!f.stream || r.streamId === f.stream) && (!f.type || r.type === f.type));
}

/**
 * Merges the records a page spans into its events, by time: those after the previous page's last event (`after`) and
 * up to this page's last one (`through`; null: the last page, everything after). A record goes before the first event
 * recorded later than it; an event and a record of the same instant keep that order (the event first).
 */
export function mergeByTime<E extends { recordedAt: string }, R extends { recordedAt: string }>(
  events: readonly E[], records: readonly R[], bounds: { after: Date | null; through: Date | null },
): (E | R)[] {
  const inPage = records.filter((r) => {
    const at = Date.parse(r.recordedAt);
    return (!bounds.after || at > bounds.after.getTime()) && (!bounds.through || at <= bounds.through.getTime());
  });
  const out: (E | R)[] = [];
  let i = 0;
  for (const e of events) {
    while (i < inPage.length && Date.parse(inPage[i].recordedAt) < Date.parse(e.recordedAt)) out.push(inPage[i++]);
    out.push(e);
  }
  return [...out, ...inPage.slice(i)];
}

import { type DisputeCase, disputeDecider, type DisputeEvent, DISPUTE_STREAM_PREFIX } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { rowProjection, type RowModel } from '../../../../platform/projections/row-projection';

export const DISPUTE_CASES_PROJECTION = 'audit.dispute-cases';

/** One dispute of a purchase, as the case's decider folds it, and the last version of its stream it has seen. */
export interface DisputeCaseRow {
  readonly transactionId: string;
  readonly dispute: DisputeCase;
  readonly streamVersion: number;
}

const EVENT_TYPES = ['DisputeOpened', 'DisputeStatusChanged', 'DisputeEvidenceSaved', 'DisputeEvidenceSubmitted', 'DisputeClosed', 'DisputeReminderDue'];
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/**
 * Pure: a dispute's row after one event of its purchase's dispute stream, folded by the domain's own evolve (the case
 * page and the list agree). An event at or below the row's version was seen already (a batch delivered twice).
 */
export function evolveDisputeCase(row: DisputeCaseRow | null, event: RecordedEvent): DisputeCaseRow | null {
  const e = event as unknown as RecordedEvent & DisputeEvent;
  if (!EVENT_TYPES.includes(e.type) || (row && event.streamVersion <= row.streamVersion)) return row;
  if (!row && e.type !== 'DisputeOpened') return row;
  const before = { transactionId: e.data.transactionId, disputes: row ? { [row.dispute.disputeId]: row.dispute } : {}, stripeEvents: [] };
  const after = disputeDecider.evolve(before, { type: e.type, data: e.data } as DisputeEvent);
  return { transactionId: e.data.transactionId, dispute: after.disputes[e.data.disputeId], streamVersion: event.streamVersion };
}

export const disputeCasesModel: RowModel<DisputeCaseRow> = {
  name: DISPUTE_CASES_PROJECTION,
  schema: 'audit',
  table: 'dispute_cases',
  keyColumn: 'dispute_id',
  eventTypes: EVENT_TYPES,
  keyOf: (e) => (e.streamId.startsWith(DISPUTE_STREAM_PREFIX) ? ((e.data as { disputeId?: string }).disputeId ?? null) : null),
  evolve: evolveDisputeCase,
  toColumns: ({ transactionId, dispute: d, streamVersion }) => ({
    dispute_id: d.disputeId, transaction_id: transactionId, reason: d.reason, amount: d.amount, currency: d.currency, status: d.status,
    evidence_due_by: d.evidenceDueBy, opened_at: d.openedAt, submitted_at: d.submittedAt, outcome: d.outcome, reminded_for: d.remindedFor,
    last_stripe_at: d.lastStripeAt, stream_version: streamVersion,
  }),
  fromColumns: (c) => ({
    transactionId: c.transaction_id, streamVersion: c.stream_version,
    dispute: {
      disputeId: c.dispute_id, reason: c.reason, amount: Number(c.amount), currency: c.currency, status: c.status, evidenceDueBy: iso(c.evidence_due_by),
      openedAt: iso(c.opened_at)!, evidence: null, submittedAt: iso(c.submitted_at), outcome: c.outcome, remindedFor: c.reminded_for, lastStripeAt: Number(c.last_stripe_at),
    },
  }),
};

/** Support's list of every purchase's disputes (ADR 0087). */
export const disputeCasesProjection = () => rowProjection(disputeCasesModel);

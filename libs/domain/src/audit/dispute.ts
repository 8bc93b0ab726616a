import { DomainError, type DomainEvent } from '../shared';
import { auditStreamId } from './access';

/**
 * Card disputes (issue #46 item 1, ADR 0077): a purchase's disputes are one stream, `dispute-<transactionId>`, on the
 * purchase's timeline. Stripe's webhooks open and move them; support saves and submits the evidence; the outcome and
 * the reminder before the evidence is due are events too.
 */
export const DISPUTE_STREAM_PREFIX = 'dispute-';
export const disputeStreamId = (transactionId: string) => `${DISPUTE_STREAM_PREFIX}${transactionId}`;

/** Stripe's dispute evidence fields that take a file (an uploaded file's id, purpose `dispute_evidence`). */
export const DISPUTE_EVIDENCE_FILE_FIELDS = [
  'cancellation_policy', 'customer_communication', 'customer_signature', 'duplicate_charge_documentation', 'receipt', 'refund_policy',
  'service_documentation', 'shipping_documentation', 'uncategorized_file',
] as const;

/** Stripe's dispute evidence fields that take text (https://docs.stripe.com/api/disputes/update#update_dispute-evidence). */
export const DISPUTE_EVIDENCE_TEXT_FIELDS = [
  'access_activity_log', 'billing_address', 'cancellation_policy_disclosure', 'cancellation_rebuttal', 'customer_email_address', 'customer_name',
  'customer_purchase_ip', 'duplicate_charge_explanation', 'duplicate_charge_id', 'product_description', 'refund_policy_disclosure',
  'refund_refusal_explanation', 'service_date', 'shipping_address', 'shipping_carrier', 'shipping_date', 'shipping_tracking_number', 'uncategorized_text',
] as const;

export type DisputeEvidenceTextField = (typeof DISPUTE_EVIDENCE_TEXT_FIELDS)[number];
export type DisputeEvidenceFileField = (typeof DISPUTE_EVIDENCE_FILE_FIELDS)[number];
export type DisputeEvidenceText = Partial<Record<DisputeEvidenceTextField, string>>;

/** Stripe's limit on the text evidence of one dispute, all fields together. */
export const DISPUTE_EVIDENCE_TEXT_MAX = 150_000;

/** How long before the evidence is due support is reminded. */
export const DISPUTE_REMINDER_BEFORE_MS = 48 * 3_600_000;

/** A response due within this (or overdue) is "due soon" on support's list of disputes. */
export const DISPUTE_DUE_SOON_MS = 72 * 3_600_000;

/** Whether a dispute still needs support's response (open, nothing submitted) and it is due within DISPUTE_DUE_SOON_MS. */
export function isDueSoon(d: Pick<DisputeCase, 'status' | 'submittedAt' | 'evidenceDueBy'>, now: Date): boolean {
  return OPEN_STATUSES.includes(d.status) && !d.submittedAt && !!d.evidenceDueBy && Date.parse(d.evidenceDueBy) - now.getTime() <= DISPUTE_DUE_SOON_MS;
}

const OPEN_STATUSES = ['needs_response', 'warning_needs_response'];
const FINAL_STATUSES = ['won', 'lost', 'warning_closed', 'prevented'];
/** How far along a dispute is: a Stripe event about an earlier stage, arriving late, changes nothing. */
const stageOf = (status: string) => (FINAL_STATUSES.includes(status) ? 2 : OPEN_STATUSES.includes(status) ? 0 : 1);

/** A dispute as Stripe's webhook states it, reduced to what the case keeps. */
export interface StripeDisputeFacts {
  readonly disputeId: string;
  readonly chargeId: string | null;
  readonly paymentIntentId: string | null;
  readonly reason: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  /** ISO instant; null when Stripe gave none. */
  readonly evidenceDueBy: string | null;
}

export type DisputeEvent =
  | DomainEvent<'DisputeOpened', StripeDisputeFacts & { readonly transactionId: string; readonly stripeEventId: string; readonly openedAt: string }>
  | DomainEvent<'DisputeStatusChanged', {
    readonly transactionId: string; readonly disputeId: string; readonly status: string; readonly previousStatus: string; readonly evidenceDueBy: string | null;
    readonly stripeEventId: string; readonly changedAt: string;
  }>
  | DomainEvent<'DisputeEvidenceSaved', { readonly transactionId: string; readonly disputeId: string; readonly evidence: DisputeEvidenceText; readonly savedAt: string }>
  | DomainEvent<'DisputeEvidenceSubmitted', {
    readonly transactionId: string; readonly disputeId: string; readonly evidence: DisputeEvidenceText;
    /** Each file field's uploaded file: Stripe's file id, the bundle's file name and its SHA-256. */
    readonly files: Partial<Record<DisputeEvidenceFileField, { readonly stripeFileId: string; readonly name: string; readonly sha256: string }>>;
    readonly status: string; readonly submittedAt: string;
  }>
  | DomainEvent<'DisputeClosed', { readonly transactionId: string; readonly disputeId: string; readonly outcome: string; readonly stripeEventId: string; readonly closedAt: string }>
  | DomainEvent<'DisputeReminderDue', { readonly transactionId: string; readonly disputeId: string; readonly evidenceDueBy: string; readonly remindedAt: string }>;

export interface DisputeCase {
  readonly disputeId: string;
  readonly reason: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly evidenceDueBy: string | null;
  readonly openedAt: string;
  /** The last saved draft (the submitted evidence once submitted). */
  readonly evidence: DisputeEvidenceText | null;
  readonly submittedAt: string | null;
  readonly outcome: string | null;
  readonly remindedFor: string | null;
  /** The Stripe `created` (seconds) of the last event applied. */
  readonly lastStripeAt: number;
}

export interface DisputesState {
  readonly transactionId: string | null;
  readonly disputes: Readonly<Record<string, DisputeCase>>;
  readonly stripeEvents: readonly string[];
}

export type DisputeCommand =
  /** `now`: the Stripe event's own `created` instant (ISO). */
  | { readonly type: 'ApplyStripeDispute'; readonly transactionId: string; readonly stripeEventId: string; readonly kind: 'created' | 'updated' | 'closed'; readonly dispute: StripeDisputeFacts; readonly now: string }
  | { readonly type: 'SaveDisputeEvidence'; readonly transactionId: string; readonly disputeId: string; readonly evidence: DisputeEvidenceText; readonly now: string }
  | {
    readonly type: 'RecordEvidenceSubmitted'; readonly transactionId: string; readonly disputeId: string; readonly evidence: DisputeEvidenceText;
    readonly files: Extract<DisputeEvent, { type: 'DisputeEvidenceSubmitted' }>['data']['files']; readonly status: string; readonly now: string;
  }
  | { readonly type: 'RemindDispute'; readonly transactionId: string; readonly disputeId: string; readonly evidenceDueBy: string; readonly now: string };

export const DisputeErrors = {
  noDispute: (transactionId: string) => new DomainError('audit.no_dispute', 'conflict', `Purchase ${transactionId} has no card dispute`, 'params.subjectId'),
  unknownDispute: () => new DomainError('audit.dispute_not_found', 'not_found', 'No such dispute on this purchase', 'params.disputeId'),
  notOpen: (status: string) => new DomainError('audit.dispute_not_open', 'conflict', `The dispute is ${status}: its evidence can no longer be changed`, 'params.disputeId'),
  unknownField: (field: string) => new DomainError('audit.evidence_field_unknown', 'validation', `Not one of Stripe's text evidence fields: ${field}`, `body.evidence.${field}`),
  tooLong: () => new DomainError('audit.evidence_too_long', 'validation', `The evidence's text is over ${DISPUTE_EVIDENCE_TEXT_MAX} characters`, 'body.evidence'),
};

/** The open dispute a command names: refused when the purchase has none, it is unknown, or no longer open. */
export function openDispute(state: DisputesState, transactionId: string, disputeId: string): DisputeCase {
  if (Object.keys(state.disputes).length === 0) throw DisputeErrors.noDispute(transactionId);
  const d = state.disputes[disputeId];
  if (!d) throw DisputeErrors.unknownDispute();
  if (!OPEN_STATUSES.includes(d.status) || d.submittedAt) throw DisputeErrors.notOpen(d.submittedAt ? 'submitted' : d.status);
  return d;
}

/** The text evidence as Stripe takes it: known fields only, trimmed, empty ones left out. */
export function cleanEvidence(evidence: Record<string, unknown>): DisputeEvidenceText {
  const out: Record<string, string> = {};
  let length = 0;
  for (const [field, value] of Object.entries(evidence)) {
    if (!(DISPUTE_EVIDENCE_TEXT_FIELDS as readonly string[]).includes(field)) throw DisputeErrors.unknownField(field);
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) out[field] = text;
    length += text.length;
  }
  if (length > DISPUTE_EVIDENCE_TEXT_MAX) throw DisputeErrors.tooLong();
  return out;
}

const isFinal = (status: string) => FINAL_STATUSES.includes(status);

export const disputeDecider = {
  initialState: { transactionId: null, disputes: {}, stripeEvents: [] } as DisputesState,

  decide(command: DisputeCommand, state: DisputesState): DisputeEvent[] {
    const transactionId = command.transactionId;
    switch (command.type) {
      case 'ApplyStripeDispute': {
        // A redelivery, or an event older than what the case already shows (Stripe does not keep the order), changes nothing.
        if (state.stripeEvents.includes(command.stripeEventId)) return [];
        const f = command.dispute;
        const known = state.disputes[f.disputeId];
        const base = { transactionId, disputeId: f.disputeId, stripeEventId: command.stripeEventId };
        const closing = command.kind === 'closed' || isFinal(f.status);
        if (!known) {
          const opened: DisputeEvent = { type: 'DisputeOpened', data: { ...f, transactionId, stripeEventId: command.stripeEventId, openedAt: command.now } };
          return closing ? [opened, { type: 'DisputeClosed', data: { ...base, outcome: f.status, closedAt: command.now } }] : [opened];
        }
        if (known.outcome || command.kind === 'created' || secondsOf(command.now) < known.lastStripeAt || stageOf(f.status) < stageOf(known.status)) return [];
        if (closing) return [{ type: 'DisputeClosed', data: { ...base, outcome: f.status, closedAt: command.now } }];
        if (f.status === known.status && f.evidenceDueBy === known.evidenceDueBy) return [];
        return [{ type: 'DisputeStatusChanged', data: { ...base, status: f.status, previousStatus: known.status, evidenceDueBy: f.evidenceDueBy, changedAt: command.now } }];
      }
      case 'SaveDisputeEvidence':
        openDispute(state, transactionId, command.disputeId);
        return [{ type: 'DisputeEvidenceSaved', data: { transactionId, disputeId: command.disputeId, evidence: cleanEvidence(command.evidence), savedAt: command.now } }];
      case 'RecordEvidenceSubmitted':
        // Stripe took it already (its webhooks may have moved the case on meanwhile): recorded unless it is unknown.
        if (Object.keys(state.disputes).length === 0) throw DisputeErrors.noDispute(transactionId);
        if (!state.disputes[command.disputeId]) throw DisputeErrors.unknownDispute();
        return [{
          type: 'DisputeEvidenceSubmitted',
          data: { transactionId, disputeId: command.disputeId, evidence: cleanEvidence(command.evidence), files: command.files, status: command.status, submittedAt: command.now },
        }];
      case 'RemindDispute': {
        const d = state.disputes[command.disputeId];
        // Only an open case not yet submitted, once per due date.
        if (!d || d.submittedAt || d.outcome || !OPEN_STATUSES.includes(d.status) || d.remindedFor === command.evidenceDueBy || d.evidenceDueBy !== command.evidenceDueBy) return [];
        return [{ type: 'DisputeReminderDue', data: { transactionId, disputeId: command.disputeId, evidenceDueBy: command.evidenceDueBy, remindedAt: command.now } }];
      }
    }
  },

  evolve(state: DisputesState, event: DisputeEvent): DisputesState {
    const d = event.data;
    const seen = 'stripeEventId' in d ? [...state.stripeEvents, d.stripeEventId] : state.stripeEvents;
    const put = (id: string, change: (c: DisputeCase) => DisputeCase) => ({
      ...state, transactionId: d.transactionId, stripeEvents: seen,
      disputes: { ...state.disputes, [id]: change(state.disputes[id]) },
    });
    switch (event.type) {
      case 'DisputeOpened':
        return put(event.data.disputeId, () => ({
          disputeId: event.data.disputeId, reason: event.data.reason, amount: event.data.amount, currency: event.data.currency, status: event.data.status,
          evidenceDueBy: event.data.evidenceDueBy, openedAt: event.data.openedAt, evidence: null, submittedAt: null, outcome: null, remindedFor: null,
          lastStripeAt: secondsOf(event.data.openedAt),
        }));
      case 'DisputeStatusChanged':
        return put(event.data.disputeId, (c) => ({ ...c, status: event.data.status, evidenceDueBy: event.data.evidenceDueBy, lastStripeAt: secondsOf(event.data.changedAt) }));
      case 'DisputeEvidenceSaved':
        return put(event.data.disputeId, (c) => ({ ...c, evidence: event.data.evidence }));
      case 'DisputeEvidenceSubmitted':
        return put(event.data.disputeId, (c) => ({
          ...c, evidence: event.data.evidence, submittedAt: event.data.submittedAt, status: stageOf(event.data.status) >= stageOf(c.status) ? event.data.status : c.status,
        }));
      case 'DisputeClosed':
        return put(event.data.disputeId, (c) => ({ ...c, status: event.data.outcome, outcome: event.data.outcome }));
      case 'DisputeReminderDue':
        return put(event.data.disputeId, (c) => ({ ...c, remindedFor: event.data.evidenceDueBy }));
      default:
        return state;
    }
  },
};

/** Stripe's webhooks are applied at their own `created` instant: the case's times are Stripe's. */
const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * The streams the audit context keeps about a subject, always on its timeline: its access log, and for a purchase
 * its card disputes.
 */
export function caseStreamsOf(subjectId: string): string[] {
  const transactionId = subjectId.startsWith('purchase-') ? subjectId.slice('purchase-'.length) : null;
  return [auditStreamId(subjectId), ...(transactionId ? [disputeStreamId(transactionId)] : [])];
}

import { DISPUTE_REMINDER_BEFORE_MS, type DisputeEvent } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { type Deadline, deadlines } from '../../../../platform/timers/deadlines';

/** The deadline kind: remind support that a dispute's evidence is due soon. */
export const DISPUTE_REMINDER = 'audit.dispute-reminder';

type Change = { readonly op: 'schedule'; readonly deadline: Deadline } | { readonly op: 'cancel'; readonly key: string; readonly version: number };

/**
 * Pure: each dispute's reminder, DISPUTE_REMINDER_BEFORE_MS before its evidence is due (at once when that is past),
 * moved when Stripe moves the due date, cancelled once the evidence is submitted or the dispute closed.
 */
export function reminderChanges(events: readonly RecordedEvent[]): Change[] {
  const changes: Change[] = [];
  for (const e of events as unknown as readonly (RecordedEvent & DisputeEvent)[]) {
    const key = `${e.data.transactionId}/${e.data.disputeId}`;
    const version = e.streamVersion;
    if ((e.type === 'DisputeOpened' || e.type === 'DisputeStatusChanged') && e.data.evidenceDueBy && ['needs_response', 'warning_needs_response'].includes(e.data.status)) {
      const dueAt = new Date(Date.parse(e.data.evidenceDueBy) - DISPUTE_REMINDER_BEFORE_MS);
      changes.push({ op: 'schedule', deadline: { kind: DISPUTE_REMINDER, key, version, dueAt, payload: { transactionId: e.data.transactionId, disputeId: e.data.disputeId, evidenceDueBy: e.data.evidenceDueBy } } });
    } else if (e.type === 'DisputeEvidenceSubmitted' || e.type === 'DisputeClosed') {
      changes.push({ op: 'cancel', key, version });
    }
  }
  return changes;
}

/** Disputes' reminders, written in the batch transaction; wake-ups enqueued after commit; nothing while replaying. */
export function disputeReminderProjection(deps: ProjectionDeps): Projection {
  return defineProjection({
    name: 'audit.dispute-reminders',
    schema: 'audit',
    tables: [],
    eventTypes: ['DisputeOpened', 'DisputeStatusChanged', 'DisputeEvidenceSubmitted', 'DisputeClosed'],
    async apply(db, events, ctx) {
      if (ctx.mode !== 'live') return;
      for (const c of reminderChanges(events)) {
        if (c.op === 'schedule') await deadlines.schedule(db, c.deadline);
        else await deadlines.cancel(db, DISPUTE_REMINDER, c.key, c.version);
      }
    },
    async afterCommit(events) {
      const due = reminderChanges(events).flatMap((c) => (c.op === 'schedule' ? [c.deadline] : []));
      if (due.length > 0) await deps.wakeTimers(due);
    },
  });
}

import { LEAD_WORK_STREAM_PREFIX, type LeadStage, type LeadWorkEvent, type Personal } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { rowProjection, type RowModel } from '../../../../platform/projections/row-projection';
import { recordLeadChanges } from '../watch-leads/lead-changes';

export const LEAD_WORK_PROJECTION = 'dealer.lead-work';

/** One line of the dealer's side of a lead's timeline. */
export interface LeadWorkEntry {
  readonly at: string;
  readonly event: LeadWorkEvent['type'];
  readonly byUserId: string | null;
  /** The stage moved to, the escalation's target in minutes, or what an update email carried (`trade_in,finance`). */
  readonly detail: string | null;
  /** What the dealer wrote about the buyer (the note, the task's title, why it was lost), sealed with the buyer's key. */
  readonly text?: Personal<string> | null;
  /** The assignee. */
  readonly userId?: string;
}

export interface LeadWorkTask {
  readonly taskId: string;
  readonly title: Personal<string>;
  readonly dueAt: string;
  readonly byUserId: string;
}

export interface LeadWorkRow {
  readonly leadId: string;
  readonly companyId: number;
  readonly version: number;
  readonly stage: LeadStage;
  readonly lostReason: Personal<string> | null;
  readonly assigneeUserId: string | null;
  readonly firstContactAt: string | null;
  readonly firstContactBy: string | null;
  readonly escalated: boolean;
  readonly tasks: readonly LeadWorkTask[];
  readonly entries: readonly LeadWorkEntry[];
}

const LEAD_WORK_EVENTS = [
  'LeadAssigned', 'LeadStageChanged', 'LeadNoteAdded', 'LeadTaskAdded', 'LeadDeliveryRequested', 'LeadEscalated', 'LeadUpdateSent',
] as const satisfies readonly LeadWorkEvent['type'][];

export function evolveLeadWorkRow(row: LeadWorkRow | null, event: RecordedEvent): LeadWorkRow | null {
  if (row && event.streamVersion <= row.version) return row;
  const e = event as unknown as LeadWorkEvent;
  const r: LeadWorkRow = row ?? {
    leadId: e.data.leadId, companyId: e.data.companyId, version: 0, stage: 'new', lostReason: null, assigneeUserId: null, firstContactAt: null,
    firstContactBy: null, escalated: false, tasks: [], entries: [],
  };
  const by = 'byUserId' in e.data ? e.data.byUserId : null;
  const line = (detail: string | null, extra: Partial<LeadWorkEntry> = {}): LeadWorkEntry[] => [...r.entries, { at: e.data.at, event: e.type, byUserId: by, detail, ...extra }];
  const next = { ...r, version: event.streamVersion };
  switch (e.type) {
    case 'LeadAssigned':
      return { ...next, assigneeUserId: e.data.assigneeUserId, entries: line(null, { userId: e.data.assigneeUserId }) };
    case 'LeadStageChanged':
      return {
        ...next, stage: e.data.to, lostReason: e.data.reason ?? r.lostReason, firstContactAt: r.firstContactAt ?? e.data.at,
        firstContactBy: r.firstContactBy ?? e.data.byUserId, entries: line(e.data.to, { text: e.data.reason }),
      };
    case 'LeadNoteAdded':
      return { ...next, entries: line(null, { text: e.data.text }) };
    case 'LeadTaskAdded':
      return {
        ...next, tasks: [...r.tasks, { taskId: e.data.taskId, title: e.data.title, dueAt: e.data.dueAt, byUserId: e.data.byUserId }],
        entries: line(null, { text: e.data.title }),
      };
    case 'LeadDeliveryRequested':
      return { ...next, entries: line(null) };
    case 'LeadEscalated':
      return { ...next, escalated: true, entries: line(String(e.data.targetMinutes)) };
    case 'LeadUpdateSent':
      // What the update carried: trade_in, finance (the web names each).
      return { ...next, entries: line(e.data.changes.join(',')) };
    default:
      return row;
  }
}

const iso = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());

export const leadWorkModel: RowModel<LeadWorkRow> = {
  name: LEAD_WORK_PROJECTION,
  schema: 'dealer',
  table: 'lead_work',
  keyColumn: 'lead_id',
  eventTypes: LEAD_WORK_EVENTS,
  keyOf: (e) => (e.streamId.startsWith(LEAD_WORK_STREAM_PREFIX) ? e.streamId.slice(LEAD_WORK_STREAM_PREFIX.length) : null),
  evolve: evolveLeadWorkRow,
  toColumns: (r) => ({
    lead_id: r.leadId, company_id: r.companyId, version: r.version, stage: r.stage, lost_reason: r.lostReason, assignee_user_id: r.assigneeUserId,
    first_contact_at: r.firstContactAt, first_contact_by: r.firstContactBy, escalated: r.escalated, tasks: r.tasks, entries: r.entries,
  }),
  fromColumns: (c) => ({
    leadId: c.lead_id, companyId: c.company_id, version: c.version, stage: c.stage, lostReason: c.lost_reason, assigneeUserId: c.assignee_user_id,
    firstContactAt: iso(c.first_contact_at), firstContactBy: c.first_contact_by, escalated: c.escalated, tasks: c.tasks, entries: c.entries,
  }),
};

/** dealer.lead_work, from the leads' `dealer-lead-<id>` streams (the card, the list's stage and response time, the dashboard). */
export function leadWorkProjection(): Projection {
  const rows = rowProjection(leadWorkModel);
  return defineProjection({
    ...rows,
    async apply(db, events, ctx) {
      await rows.apply(db, events, ctx);
      // The live inbox's feed (ADR 0079): a colleague's change shows on every open list of the company.
      if (ctx.mode === 'live') await recordLeadChanges(db, events.flatMap((e) => leadWorkModel.keyOf(e) ?? []), 'updated');
    },
  });
}

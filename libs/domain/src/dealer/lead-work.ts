import { assertNever, DomainError } from '../shared';

/**
 * What a dealer does with a lead (issue #45 items 2, 3, 6), on a stream of its own, `dealer-lead-<leadId>` (ADR 0074):
 * assignment to a user of the company, the sales pipeline, notes, tasks, a resend of the lead's email, and the one
 * escalation of a lead nobody answered in time. The lead itself (the buyer's facts) stays a fold of other contexts'
 * public events (ADR 0018); this stream holds only the dealer's own decisions, each appended at the version the
 * dealer saw (a stale one is a 409).
 */
export const LEAD_WORK_STREAM_PREFIX = 'dealer-lead-';
export const leadWorkStreamId = (leadId: string) => `${LEAD_WORK_STREAM_PREFIX}${leadId}`;

/** The dealer's pipeline: new → contacted → appointment → sold or lost (lost from any open stage, with a reason). */
export const LEAD_STAGES = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
const STAGE_RANK: Record<LeadStage, number> = { new: 0, contacted: 1, appointment: 2, sold: 3, lost: 3 };
export const isFinalStage = (s: LeadStage) => s === 'sold' || s === 'lost';

export const LEAD_NOTE_MAX = 5000;
export const LEAD_TASK_TITLE_MAX = 200;
export const LEAD_LOST_REASON_MAX = 500;
/** The company's default response target (issue #45 item 3): a lead still `new` after it is escalated. */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 15;

/** A free text about the buyer: plain when decided, `{ $sealed }` with the buyer's key once stored (the stream seals it). */
export type LeadPersonalText = string | { readonly $sealed: string };

interface By {
  readonly leadId: string;
  readonly companyId: number;
  readonly byUserId: string;
  readonly at: string;
}

export type LeadWorkEvent =
  | { type: 'LeadAssigned'; data: By & { assigneeUserId: string } }
  /** The free texts a dealer writes about the buyer (reason, note, task) are stored sealed with the buyer's key (ADR 0074). */
  | { type: 'LeadStageChanged'; data: By & { from: LeadStage; to: LeadStage; reason: LeadPersonalText | null } }
  | { type: 'LeadNoteAdded'; data: By & { noteId: string; text: LeadPersonalText } }
  | { type: 'LeadTaskAdded'; data: By & { taskId: string; title: LeadPersonalText; dueAt: string } }
  | { type: 'LeadDeliveryRequested'; data: By }
  | { type: 'LeadEscalated'; data: { leadId: string; companyId: number; at: string; targetMinutes: number } }
  /**
   * The buyer added to a lead already emailed (a trade-in, a credit pre-qualification): its update went to the
   * addresses that had the lead (ADR 0074). `updateId`: the buyer's fact it answers (one update each).
   */
  | { type: 'LeadUpdateSent'; data: { leadId: string; companyId: number; at: string; updateId: string; changes: LeadUpdateChange[]; addresses: number } };

/** What a lead's update email carries that its last email did not. */
export const LEAD_UPDATE_CHANGES = ['trade_in', 'finance'] as const;
export type LeadUpdateChange = (typeof LEAD_UPDATE_CHANGES)[number];

export type LeadWorkState =
  | { readonly kind: 'none' }
  | {
    readonly kind: 'lead';
    readonly leadId: string;
    readonly companyId: number;
    readonly assigneeUserId: string | null;
    readonly stage: LeadStage;
    /** When the lead first left `new`: its first contact (ADR 0074). */
    readonly firstContactAt: string | null;
    readonly escalated: boolean;
    /** The buyer's facts already answered by an update email (a retried or redelivered one records nothing). */
    readonly updates: readonly string[];
  };

export const initialLeadWorkState: LeadWorkState = { kind: 'none' };

interface Cmd {
  readonly leadId: string;
  readonly companyId: number;
  readonly byUserId: string;
  readonly now: string;
}

export type LeadWorkCommand =
  /** `assigneeInCompany`: whether the user is one of the company's (identity answers it before the decision). */
  | (Cmd & { type: 'AssignLead'; assigneeUserId: string; assigneeInCompany: boolean })
  | (Cmd & { type: 'MoveLeadStage'; to: LeadStage; reason: string | null })
  | (Cmd & { type: 'AddLeadNote'; noteId: string; text: string })
  | (Cmd & { type: 'AddLeadTask'; taskId: string; title: string; dueAt: string })
  | (Cmd & { type: 'RequestLeadDelivery' })
  | { type: 'EscalateLead'; leadId: string; companyId: number; now: string; targetMinutes: number }
  | { type: 'RecordLeadUpdate'; leadId: string; companyId: number; now: string; updateId: string; changes: readonly LeadUpdateChange[]; addresses: number };

export const LeadWorkErrors = {
  assigneeNotInCompany: () =>
    new DomainError('dealer.assignee_not_in_company', 'validation', 'This user is not a user of the lead\'s company', 'body.userId'),
  stageNotAllowed: (from: LeadStage, to: LeadStage) =>
    new DomainError('dealer.lead_stage_not_allowed', 'validation', `A lead cannot move from ${from} to ${to}`, 'body.stage', { from, to }),
  lostReasonRequired: () => new DomainError('dealer.lost_reason_required', 'validation', 'Say why the lead was lost', 'body.reason'),
  textTooLong: (field: string, max: number) =>
    new DomainError('dealer.text_too_long', 'validation', `At most ${max} characters`, field, { max }),
  textRequired: (field: string) => new DomainError('dealer.text_required', 'validation', 'Write something', field),
  taskDueInPast: () => new DomainError('dealer.task_due_in_past', 'validation', 'A task is due in the future', 'body.dueAt'),
};

export function evolveLeadWork(state: LeadWorkState, event: LeadWorkEvent): LeadWorkState {
  const base = state.kind === 'lead' ? state : {
    kind: 'lead' as const, leadId: event.data.leadId, companyId: event.data.companyId, assigneeUserId: null, stage: 'new' as LeadStage,
    firstContactAt: null, escalated: false, updates: [] as readonly string[],
  };
  switch (event.type) {
    case 'LeadAssigned':
      return { ...base, assigneeUserId: event.data.assigneeUserId };
    case 'LeadStageChanged':
      return { ...base, stage: event.data.to, firstContactAt: base.firstContactAt ?? event.data.at };
    case 'LeadEscalated':
      return { ...base, escalated: true };
    case 'LeadUpdateSent':
      return { ...base, updates: [...base.updates, event.data.updateId] };
    case 'LeadNoteAdded':
    case 'LeadTaskAdded':
    case 'LeadDeliveryRequested':
      return base;
    default:
      return assertNever(event);
  }
}

function text(value: string, field: string, max: number): string {
  const t = value.trim();
  if (t.length === 0) throw LeadWorkErrors.textRequired(field);
  if (t.length > max) throw LeadWorkErrors.textTooLong(field, max);
  return t;
}

export function decideLeadWork(command: LeadWorkCommand, state: LeadWorkState): LeadWorkEvent[] {
  if (command.type === 'EscalateLead') {
    // Once, and only for a lead nobody answered: a contact before the timer fired makes it a no-op.
    if (state.kind === 'lead' && (state.escalated || state.firstContactAt !== null)) return [];
    return [{ type: 'LeadEscalated', data: { leadId: command.leadId, companyId: command.companyId, at: command.now, targetMinutes: command.targetMinutes } }];
  }
  if (command.type === 'RecordLeadUpdate') {
    if (state.kind === 'lead' && state.updates.includes(command.updateId)) return [];
    return [{
      type: 'LeadUpdateSent',
      data: { leadId: command.leadId, companyId: command.companyId, at: command.now, updateId: command.updateId, changes: [...command.changes], addresses: command.addresses },
    }];
  }
  const by: By = { leadId: command.leadId, companyId: command.companyId, byUserId: command.byUserId, at: command.now };
  const stage = state.kind === 'lead' ? state.stage : 'new';
  switch (command.type) {
    case 'AssignLead': {
      if (!command.assigneeInCompany) throw LeadWorkErrors.assigneeNotInCompany();
      if (state.kind === 'lead' && state.assigneeUserId === command.assigneeUserId) return [];
      return [{ type: 'LeadAssigned', data: { ...by, assigneeUserId: command.assigneeUserId } }];
    }
    case 'MoveLeadStage': {
      if (command.to === stage) return [];
      // Forward only, never out of sold or lost; lost from any open stage.
      if (isFinalStage(stage) || (command.to !== 'lost' && STAGE_RANK[command.to] < STAGE_RANK[stage]) || command.to === 'new') {
        throw LeadWorkErrors.stageNotAllowed(stage, command.to);
      }
      if (command.to === 'lost' && !command.reason?.trim()) throw LeadWorkErrors.lostReasonRequired();
      const reason = command.to === 'lost' ? text(command.reason!, 'body.reason', LEAD_LOST_REASON_MAX) : null;
      return [{ type: 'LeadStageChanged', data: { ...by, from: stage, to: command.to, reason } }];
    }
    case 'AddLeadNote':
      return [{ type: 'LeadNoteAdded', data: { ...by, noteId: command.noteId, text: text(command.text, 'body.text', LEAD_NOTE_MAX) } }];
    case 'AddLeadTask': {
      const title = text(command.title, 'body.title', LEAD_TASK_TITLE_MAX);
      if (!(Date.parse(command.dueAt) > Date.parse(command.now))) throw LeadWorkErrors.taskDueInPast();
      return [{ type: 'LeadTaskAdded', data: { ...by, taskId: command.taskId, title, dueAt: new Date(command.dueAt).toISOString() } }];
    }
    case 'RequestLeadDelivery':
      return [{ type: 'LeadDeliveryRequested', data: by }];
    default:
      return assertNever(command);
  }
}

export const leadWorkDecider = { initialState: initialLeadWorkState, decide: decideLeadWork, evolve: evolveLeadWork };

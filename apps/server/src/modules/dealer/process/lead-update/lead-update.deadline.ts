import type { Deadline } from '../../../../platform/timers/deadlines';

export const LEAD_UPDATE = 'dealer.lead-update';

export interface LeadUpdatePayload {
  readonly leadId: string;
  /** The buyer's public fact that may have added to the lead (its event id): one update per fact. */
  readonly updateId: string;
}

/** One deadline per buyer fact (its own key: a redelivered fact schedules nothing new), due when it happened. */
export function leadUpdateDeadline(leadId: string, updateId: string, at: string): Deadline {
  const payload: LeadUpdatePayload = { leadId, updateId };
  return { kind: LEAD_UPDATE, key: `${leadId}:${updateId}`, version: 1, dueAt: new Date(at), payload: { ...payload } };
}

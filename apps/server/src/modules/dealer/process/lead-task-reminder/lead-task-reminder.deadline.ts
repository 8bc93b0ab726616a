import type { Deadline } from '../../../../platform/timers/deadlines';

export const LEAD_TASK_REMINDER = 'dealer.lead-task-reminder';

export interface LeadTaskReminderPayload {
  readonly leadId: string;
  readonly taskId: string;
}

/** A task's reminder, due at the task's due time (one per task: its id is the key). */
export function leadTaskReminderDeadline(leadId: string, taskId: string, dueAt: string): Deadline {
  const payload: LeadTaskReminderPayload = { leadId, taskId };
  return { kind: LEAD_TASK_REMINDER, key: `${leadId}:${taskId}`, version: 1, dueAt: new Date(dueAt), payload: { ...payload } };
}

import type { LeadWorkEvent } from '@marketplace/domain';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { deadlineProjection } from '../../../../platform/timers/deadline-projection';
import { leadTaskReminderDeadline } from './lead-task-reminder.deadline';

export const LEAD_TASK_REMINDERS_PROJECTION = 'dealer.lead-task-reminders';

/** Each task a dealer adds to a lead is reminded by email at its due time (the lead-task-reminder timer). */
export const leadTaskRemindersProjection = (deps: ProjectionDeps) => deadlineProjection(deps, {
  name: LEAD_TASK_REMINDERS_PROJECTION,
  schema: 'dealer',
  eventTypes: ['LeadTaskAdded'] satisfies LeadWorkEvent['type'][],
  deadlinesOf: (events) => events.flatMap((event) => {
    const e = event as unknown as LeadWorkEvent;
    return e.type === 'LeadTaskAdded' ? [leadTaskReminderDeadline(e.data.leadId, e.data.taskId, e.data.dueAt)] : [];
  }),
});

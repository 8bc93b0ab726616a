import { StepSavedV1 } from '@marketplace/contracts';
import { defineConsumer } from '../../../platform/integration-events/integration-events';
import { deadlines } from '../../../platform/timers/deadlines';
import { leadUpdateDeadline } from '../process/lead-update/lead-update.deadline';

export const LEAD_UPDATES_CONSUMER = 'dealer.lead-updates';

/** The purchase steps whose completion may add to a lead already emailed: a trade-in, financing (a credit pre-qualification). */
const UPDATING_STEPS = new Set<string>(['trade-in', 'payment-method']);

/**
 * From purchase's public events: a buyer completed a step that may add a trade-in or financing to their purchase's
 * lead. Each such fact schedules the lead-update process (ADR 0074), which emails the update if the lead was already
 * emailed and its prospect changed. Live only: a rebuild sends nothing again.
 */
export const leadUpdatesConsumer = defineConsumer({
  name: LEAD_UPDATES_CONSUMER,
  schema: 'dealer',
  tables: [],
  inboxTable: 'lead_updates_inbox',
  subscribesTo: [StepSavedV1],
  async handle(db, events, ctx) {
    if (ctx.mode !== 'live') return [];
    const due = events.filter((e) => e.data.completed && UPDATING_STEPS.has(e.data.step) && e.data.vehicle.companyId !== null)
      .map((e) => leadUpdateDeadline(e.data.transactionId, e.eventId, e.occurredAt));
    await deadlines.schedule(db, due);
    return due;
  },
});

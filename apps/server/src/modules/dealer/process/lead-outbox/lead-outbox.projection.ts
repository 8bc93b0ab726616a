import type { CompanyEvent, LeadWorkEvent } from '@marketplace/domain';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { defineProjection } from '../../../../platform/projections/projection';
import { type Deadline, deadlines } from '../../../../platform/timers/deadlines';
import { LEAD_DELIVERY, type LeadDeliveryPayload } from '../lead-delivery/lead-delivery.deadline';

export const LEAD_OUTBOX_PROJECTION = 'dealer.lead-outbox';

/**
 * No lead lost (issue #45 item 6, ADR 0074). When a company's lead addresses are saved with at least one address, each
 * of its leads still `waiting` in dealer.lead_outbox (made while it had none) is scheduled again; when a dealer asks
 * to resend a lead, it is scheduled with the resend's ledger keys. Each at a deadline version above any earlier one
 * (the event's global position). The ledger sends a lead once per address; once sent, it no longer waits.
 */
export const leadOutboxProjection = (deps: ProjectionDeps) => {
  // The deadlines of the batch apply just scheduled, woken once it committed (the runner runs one batch at a time).
  let scheduled: Deadline[] = [];
  return defineProjection({
    name: LEAD_OUTBOX_PROJECTION,
    schema: 'dealer',
    tables: [],
    eventTypes: ['CompanyEmailsSaved', 'LeadDeliveryRequested'] satisfies (CompanyEvent | LeadWorkEvent)['type'][],
    async apply(db, events, ctx) {
      scheduled = [];
      if (ctx.mode !== 'live') return;
      for (const event of events) {
        const version = Number(event.globalPosition.position);
        const e = event as unknown as Extract<CompanyEvent | LeadWorkEvent, { type: 'CompanyEmailsSaved' | 'LeadDeliveryRequested' }>;
        if (e.type === 'LeadDeliveryRequested') {
          const payload: LeadDeliveryPayload = { leadId: e.data.leadId, price: null, resend: event.streamVersion };
          scheduled.push({ kind: LEAD_DELIVERY, key: e.data.leadId, version, dueAt: new Date(e.data.at), payload: { ...payload } });
          continue;
        }
        if (e.data.emails.length === 0) continue;
        const waiting = await db.selectFrom('dealer.lead_outbox').select(['lead_id', 'price'])
          .where('company_id', '=', e.data.companyId).where('status', '=', 'waiting').execute();
        for (const w of waiting) {
          const payload: LeadDeliveryPayload = { leadId: w.lead_id, price: w.price === null ? null : Number(w.price) };
          scheduled.push({ kind: LEAD_DELIVERY, key: w.lead_id as string, version, dueAt: new Date(e.data.savedAt), payload: { ...payload } });
        }
      }
      await deadlines.schedule(db, scheduled);
    },
    async afterCommit() {
      const due = scheduled;
      scheduled = [];
      if (due.length > 0) await deps.wakeTimers(due);
    },
  });
};

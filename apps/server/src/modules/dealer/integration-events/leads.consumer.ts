import {
  ContractSignedV1, DepositPaidV1, LeadSubmittedV1, TransactionCancelledV1, TransactionStartedV1,
} from '@marketplace/contracts';
import { type ColumnTypes, insertRows } from '../../../platform/database/insert-rows';
import { defineConsumer } from '../../../platform/integration-events/integration-events';
import { isPurchaseLeadEvent, LEAD_SOURCE_EVENTS, leadFactOf, type PurchaseLeadEvent } from './lead-facts';
import { applyLeadFacts } from './lead-intents.writer';
import { markOverTrialLimit } from '../queries/get-leads/trial-limit';
import { leadDeliveryDeadline } from '../process/lead-delivery/lead-delivery.deadline';
import { deadlines } from '../../../platform/timers/deadlines';
import { leadEscalationDeadline } from '../process/lead-escalation/lead-escalation.deadline';
import { responseTargets } from '../queries/get-configuration/response-target';
import { recordLeadChanges } from '../queries/watch-leads/lead-changes';

export const LEADS_CONSUMER = 'dealer.leads';

/** The purchase facts dealer.leads keeps one row each of (trade-in and credit facts live in lead_intents' timelines). */
export type LeadSource = PurchaseLeadEvent;

/** What each purchase fact means in a dealer's lead list. */
const KIND_OF_TRANSACTION_EVENT = {
  [TransactionStartedV1.type]: 'buy_online_started',
  [DepositPaidV1.type]: 'deposit_paid',
  [ContractSignedV1.type]: 'contract_signed',
  [TransactionCancelledV1.type]: 'transaction_cancelled',
} as const;

export interface LeadRow {
  readonly event_id: string;
  readonly kind: string;
  readonly transaction_id: string | null;
  readonly lead_id: string | null;
  readonly vehicle_id: string;
  readonly user_id: string;
  readonly company_id: number | null;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly has_message: boolean;
  readonly brand: string | null;
  readonly created_at: string;
}

const LEAD_ROW_TYPES: ColumnTypes<LeadRow> = {
  event_id: 'uuid', kind: 'text', transaction_id: 'uuid', lead_id: 'uuid', vehicle_id: 'text', user_id: 'text', company_id: 'int4', year: 'int4',
  make: 'text', model: 'text', has_message: 'bool', brand: 'text', created_at: 'timestamptz',
};

/** One lead row per public event: a pure function of the event (a rebuild gives the same rows). */
export function leadRow(e: LeadSource): LeadRow {
  const { vehicle } = e.data;
  const lead = e.type === LeadSubmittedV1.type ? e.data : null;
  // Written out whole, not `{ ...common, kind }`: V8's slow path (ADR 0045), once per purchase event in a rebuild.
  return {
    event_id: e.eventId, kind: lead ? `lead_${lead.kind}` : KIND_OF_TRANSACTION_EVENT[e.type as keyof typeof KIND_OF_TRANSACTION_EVENT],
    transaction_id: e.data.transactionId, lead_id: lead ? lead.leadId : null, vehicle_id: vehicle.vehicleId, user_id: e.data.customerUserId,
    company_id: vehicle.companyId, year: vehicle.year, make: vehicle.make, model: vehicle.model, has_message: lead ? lead.hasMessage : false,
    brand: e.brand, created_at: e.occurredAt,
  };
}

/**
 * From purchase's, trade-in's and credit's public events: dealer.leads keeps one row per purchase fact, dealer.lead_intents
 * one row per customer intent with its status and timeline (the lead list, details and dashboard; ADR 0018, 0025).
 */
export const leadsConsumer = defineConsumer({
  name: LEADS_CONSUMER,
  schema: 'dealer',
  tables: ['leads', 'lead_intents'],
  inboxTable: 'leads_inbox',
  subscribesTo: LEAD_SOURCE_EVENTS,
  async handle(db, events, ctx) {
    const purchases = events.filter(isPurchaseLeadEvent);
    if (purchases.length > 0) {
      // A rebuild's rows are new by construction (one per public event, each event once): COPY them.
      if (ctx.copyRows) await ctx.copyRows('leads', purchases.map(leadRow), LEAD_ROW_TYPES);
      else await insertRows(db, 'leads', purchases.map(leadRow), LEAD_ROW_TYPES).onConflict((oc) => oc.column('event_id').doNothing()).execute();
    }
    const assigned = await applyLeadFacts(db, events.flatMap((e) => leadFactOf(e) ?? []), ctx.copyRows);
    const held = await markOverTrialLimit(db, assigned);
    if (ctx.mode !== 'live') return [];
    // The live inbox's feed (ADR 0079): a lead that got its company is new to that company (unless held over a trial,
    // which the list does not show); any other fact updates it.
    const gotCompany = new Set(assigned.map((l) => l.leadId));
    await recordLeadChanges(db, assigned.filter((l) => !held.has(l.leadId)).map((l) => l.leadId), 'created');
    await recordLeadChanges(db, events.flatMap((e) => leadFactOf(e)?.leadId ?? []).filter((id) => !gotCompany.has(id)), 'updated');
    // A lead goes to its company's lead addresses once it has a company (issue #14 item 4); a rebuild delivers nothing again.
    const prices = new Map(purchases.flatMap((e) => (e.type === TransactionStartedV1.type ? [[e.data.transactionId, e.data.price] as const] : [])));
    // A lead over its company's trial is held: it is delivered when a paid plan releases it (subscriptions projection).
    const live = assigned.filter((l) => !held.has(l.leadId));
    // Each lead is escalated if still not contacted after its company's response target (ADR 0074).
    const targets = await responseTargets(db, live.map((l) => l.companyId!));
    const due = [
      ...live.map((l) => leadDeliveryDeadline(l, prices.get(l.leadId) ?? null)),
      ...live.map((l) => leadEscalationDeadline(l, targets.get(l.companyId!))),
    ];
    await deadlines.schedule(db, due);
    return due;
  },
});

import {
  ContractSignedV1, DepositPaidV1, LeadSubmittedV1, TransactionCancelledV1, TransactionStartedV1,
} from '@marketplace/contracts';
import { defineConsumer } from '../../../../platform/integration-events/integration-events';
import { LEAD_SOURCE_EVENTS, leadFactOf, type LeadSourceEvent } from './lead-facts';
import { applyLeadFacts } from './lead-intents.writer';
import { markOverTrialLimit } from './trial-limit';
import { leadDeliveryDeadline } from '../../deliveries/lead-delivery.deadline';
import { deadlines } from '../../../../platform/timers/deadlines';

export const LEADS_CONSUMER = 'dealer.leads';

export type LeadSource = LeadSourceEvent;

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

/** One lead row per public event: a pure function of the event (a rebuild gives the same rows). */
export function leadRow(e: LeadSource): LeadRow {
  const { vehicle } = e.data;
  const common = {
    event_id: e.eventId, vehicle_id: vehicle.vehicleId, user_id: e.data.customerUserId, company_id: vehicle.companyId, year: vehicle.year,
    make: vehicle.make, model: vehicle.model, brand: e.brand, created_at: e.occurredAt,
  };
  if (e.type === LeadSubmittedV1.type) {
    return { ...common, kind: `lead_${e.data.kind}`, transaction_id: e.data.transactionId, lead_id: e.data.leadId, has_message: e.data.hasMessage };
  }
  return { ...common, kind: KIND_OF_TRANSACTION_EVENT[e.type], transaction_id: e.data.transactionId, lead_id: null, has_message: false };
}

/**
 * From purchase's public events only: dealer.leads keeps one row per dealer-relevant fact (a lead's timeline source),
 * dealer.lead_intents one row per customer intent with its status (the lead list, details and dashboard).
 */
export const leadsConsumer = defineConsumer({
  name: LEADS_CONSUMER,
  schema: 'dealer',
  tables: ['leads', 'lead_intents'],
  inboxTable: 'leads_inbox',
  subscribesTo: LEAD_SOURCE_EVENTS,
  async handle(db, events, ctx) {
    await db.insertInto('leads').values(events.map(leadRow)).onConflict((oc) => oc.column('event_id').doNothing()).execute();
    const created = await applyLeadFacts(db, events.map(leadFactOf));
    const held = await markOverTrialLimit(db, created);
    if (ctx.mode !== 'live') return [];
    // A new lead goes to its company's lead addresses (issue #14 item 4); a rebuild delivers nothing again.
    const prices = new Map(events.flatMap((e) => (e.type === TransactionStartedV1.type ? [[e.data.transactionId, e.data.price] as const] : [])));
    // A lead over its company's trial is held: it is delivered when a paid plan releases it (subscriptions projection).
    const due = created.filter((l) => l.companyId !== null && !held.has(l.leadId)).map((l) => leadDeliveryDeadline(l, prices.get(l.leadId) ?? null));
    for (const d of due) await deadlines.schedule(db, d);
    return due;
  },
});

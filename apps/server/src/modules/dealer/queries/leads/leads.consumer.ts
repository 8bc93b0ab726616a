import {
  ContractSignedV1, DepositPaidV1, LeadSubmittedV1, TransactionCancelledV1, TransactionStartedV1, type EnvelopeOf,
} from '@marketplace/contracts';
import { defineConsumer } from '../../../../platform/integration-events/integration-events';

export const LEADS_CONSUMER = 'dealer.leads';

const subscribesTo = [TransactionStartedV1, DepositPaidV1, ContractSignedV1, TransactionCancelledV1, LeadSubmittedV1] as const;
export type LeadSource = EnvelopeOf<(typeof subscribesTo)[number]>;

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
 * dealer.leads: the dealer's lead list (the dealer screens display it), from purchase's public events only. Each key
 * purchase fact and each sent lead becomes a row.
 */
export const leadsConsumer = defineConsumer({
  name: LEADS_CONSUMER,
  schema: 'dealer',
  tables: ['leads'],
  inboxTable: 'leads_inbox',
  subscribesTo,
  async handle(db, events) {
    await db.insertInto('leads').values(events.map(leadRow)).onConflict((oc) => oc.column('event_id').doNothing()).execute();
  },
});

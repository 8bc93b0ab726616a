import {
  ContractSignedV1, DepositPaidV1, LeadSubmittedV1, TransactionCancelledV1, TransactionStartedV1, type EnvelopeOf,
} from '@marketplace/contracts';
import type { LeadFact, LeadMilestone } from '@marketplace/domain';

/**
 * The public events a lead is made of, and what each means for it (ADR 0018). To feed leads from another context
 * (trade-in.*, credit.*), add its events here with their milestone and lead type: the consumer, the rebuild and every
 * screen follow.
 */
export const LEAD_SOURCE_EVENTS = [TransactionStartedV1, DepositPaidV1, ContractSignedV1, TransactionCancelledV1, LeadSubmittedV1] as const;
export type LeadSourceEvent = EnvelopeOf<(typeof LEAD_SOURCE_EVENTS)[number]>;

const PURCHASE_MILESTONES = {
  [TransactionStartedV1.type]: 'started',
  [DepositPaidV1.type]: 'deposit',
  [ContractSignedV1.type]: 'signed',
  [TransactionCancelledV1.type]: 'lost',
} as const satisfies Record<string, LeadMilestone>;

/** The lead fact of a public event: a pure function of the event (a rebuild folds the same facts). */
export function leadFactOf(e: LeadSourceEvent): LeadFact {
  const { vehicle } = e.data;
  const common = {
    eventId: e.eventId, type: 'buy_online' as const, event: e.type, at: e.occurredAt, companyId: vehicle.companyId,
    customerUserId: e.data.customerUserId, brand: e.brand,
    vehicle: { vehicleId: vehicle.vehicleId, year: vehicle.year, make: vehicle.make, model: vehicle.model },
  };
  // A message sent during a purchase belongs to that purchase's lead; a message alone is a lead of its own.
  if (e.type === LeadSubmittedV1.type) return { ...common, leadId: e.data.transactionId ?? e.data.leadId, milestone: 'contacted' };
  return { ...common, leadId: e.data.transactionId, milestone: PURCHASE_MILESTONES[e.type] };
}

import {
  ContractSignedV1, CreditApplicationSubmittedV1, CreditDecidedV1, DepositPaidV1, LeadSubmittedV1, TradeInAddedToInventoryV1, TradeInAppraisedV1,
  TradeInConfirmedV1, TradeInValueChangedV1, TransactionCancelledV1, TransactionStartedV1, type EnvelopeOf,
} from '@marketplace/contracts';
import type { LeadFact, LeadMilestone } from '@marketplace/domain';

/**
 * The public events a lead is made of, and what each means for it (ADR 0018, 0025). To feed leads from another
 * context, add its events here with their milestone and lead type: the consumer, the rebuild and every screen follow.
 */
export const PURCHASE_LEAD_EVENTS = [TransactionStartedV1, DepositPaidV1, ContractSignedV1, TransactionCancelledV1, LeadSubmittedV1] as const;
export const LEAD_SOURCE_EVENTS = [
  ...PURCHASE_LEAD_EVENTS,
  TradeInAppraisedV1, TradeInValueChangedV1, TradeInConfirmedV1, TradeInAddedToInventoryV1,
  CreditApplicationSubmittedV1, CreditDecidedV1,
] as const;
export type LeadSourceEvent = EnvelopeOf<(typeof LEAD_SOURCE_EVENTS)[number]>;
export type PurchaseLeadEvent = EnvelopeOf<(typeof PURCHASE_LEAD_EVENTS)[number]>;

const PURCHASE_TYPES = new Set<string>(PURCHASE_LEAD_EVENTS.map((d) => d.type));
export const isPurchaseLeadEvent = (e: LeadSourceEvent): e is PurchaseLeadEvent => PURCHASE_TYPES.has(e.type);

const MILESTONES = {
  [TransactionStartedV1.type]: 'started',
  [DepositPaidV1.type]: 'deposit',
  [ContractSignedV1.type]: 'signed',
  [TransactionCancelledV1.type]: 'lost',
  [LeadSubmittedV1.type]: 'contacted',
  // A trade-in: appraised (new), the customer took the offer (contacted), a dealer took the car from the block (signed).
  [TradeInAppraisedV1.type]: 'started',
  [TradeInValueChangedV1.type]: 'started',
  [TradeInConfirmedV1.type]: 'contacted',
  [TradeInAddedToInventoryV1.type]: 'signed',
  // A credit application: submitted (new); its decision is a line of the timeline.
  [CreditApplicationSubmittedV1.type]: 'started',
  [CreditDecidedV1.type]: 'started',
} as const satisfies Record<LeadSourceEvent['type'], LeadMilestone>;

/**
 * The lead fact of a public event, or null when the event makes no lead of its own: a pure function of the event (a
 * rebuild folds the same facts). Which company a lead belongs to (ADR 0025):
 * - buy online and vehicle-page messages: the vehicle's dealer;
 * - a trade-in made in the wizard or the standalone flow: nobody's until a dealer company takes it from the block
 *   (then that company's); until then the team (18) and admins see it. A trade-in made inside a purchase is part of
 *   that purchase's lead, and one made before its owner signed in is no lead (no customer to reach);
 * - a credit application from the wizard: the team's (it names no vehicle, so no dealer); one made inside a purchase
 *   is part of that purchase's lead.
 */
export function leadFactOf(e: LeadSourceEvent): LeadFact | null {
  // Each fact is written out whole: `{ ...base, more }` takes V8's slow path (ADR 0045), and a rebuild makes one per event.
  const milestone = MILESTONES[e.type] as LeadMilestone;
  switch (e.type) {
    case TradeInAppraisedV1.type:
    case TradeInValueChangedV1.type:
    case TradeInConfirmedV1.type:
    case TradeInAddedToInventoryV1.type: {
      const d = e.data;
      if (d.flow === 'purchase' || d.customerUserId === null) return null;
      return {
        eventId: e.eventId, event: e.type, at: e.occurredAt, brand: e.brand, milestone,
        leadId: d.tradeInId, type: 'trade_in', customerUserId: d.customerUserId,
        companyId: e.type === TradeInAddedToInventoryV1.type ? e.data.companyId : null,
        vehicle: { vehicleId: null, year: d.vehicle.year, make: d.vehicle.make, model: d.vehicle.model },
      };
    }
    case CreditApplicationSubmittedV1.type:
    case CreditDecidedV1.type:
      if (e.data.source !== 'wizard') return null;
      return {
        eventId: e.eventId, event: e.type, at: e.occurredAt, brand: e.brand, milestone,
        leadId: e.data.applicationId, type: 'credit', customerUserId: e.data.userId, companyId: null, vehicle: null,
      };
    default: {
      const v = e.data.vehicle;
      return {
        eventId: e.eventId, event: e.type, at: e.occurredAt, brand: e.brand, milestone,
        type: 'buy_online', companyId: v.companyId, customerUserId: e.data.customerUserId,
        // A message sent during a purchase belongs to that purchase's lead; a message alone is a lead of its own.
        leadId: e.type === LeadSubmittedV1.type ? (e.data.transactionId ?? e.data.leadId) : e.data.transactionId,
        vehicle: { vehicleId: v.vehicleId, year: v.year, make: v.make, model: v.model, vin: v.vin ?? null, condition: v.condition ?? null },
      };
    }
  }
}

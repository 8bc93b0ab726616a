/**
 * A dealer's lead: one customer intent (a buy-online transaction, a trade-in, a credit application, or a message sent
 * from a vehicle page) followed along its lifecycle. Leads are built only from other contexts' public facts (ADR 0018):
 * the dealer context never decides them, it folds what happened.
 */
export const LEAD_TYPES = ['buy_online', 'trade_in', 'credit'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'deposit', 'signed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What a public fact means for a lead: it started, the customer reached the dealer, a deposit, a signature, gone. */
export type LeadMilestone = 'started' | 'contacted' | 'deposit' | 'signed' | 'lost';

export interface DealerLeadVehicle {
  /** The catalog vehicle; null for a trade-in (the customer's own car is no catalog vehicle). */
  readonly vehicleId: string | null;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  /** A catalog vehicle's VIN and condition (ADF `<vin>`, `status`), when its public event carried them (ADR 0025). */
  readonly vin?: string | null;
  readonly condition?: 'new' | 'used' | null;
}

export interface LeadFact {
  /** The public event's id (a redelivered fact changes nothing). */
  readonly eventId: string;
  /** The intent's id: the transaction, trade-in or application id; a standalone message's own id. */
  readonly leadId: string;
  readonly type: LeadType;
  readonly milestone: LeadMilestone;
  /** The public event type, for the timeline. */
  readonly event: string;
  readonly at: string;
  readonly companyId: number | null;
  readonly customerUserId: string;
  readonly vehicle: DealerLeadVehicle | null;
  readonly brand: string | null;
}

export interface LeadTimelineEntry {
  readonly eventId: string;
  readonly event: string;
  readonly milestone: LeadMilestone;
  readonly at: string;
}

export interface Lead {
  readonly leadId: string;
  readonly type: LeadType;
  readonly status: LeadStatus;
  readonly companyId: number | null;
  readonly customerUserId: string;
  readonly vehicle: DealerLeadVehicle | null;
  readonly brand: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly timeline: readonly LeadTimelineEntry[];
}

const RANK: Record<LeadStatus, number> = { new: 0, contacted: 1, deposit: 2, signed: 3, lost: 3 };
const STATUS_OF: Record<LeadMilestone, LeadStatus> = { started: 'new', contacted: 'contacted', deposit: 'deposit', signed: 'signed', lost: 'lost' };

/**
 * The status after a milestone. It only moves forward (new, contacted, deposit, signed); signed and lost are final,
 * and anything before signing may be lost. A late or repeated fact never moves a lead back.
 */
export function nextLeadStatus(current: LeadStatus, milestone: LeadMilestone): LeadStatus {
  const target = STATUS_OF[milestone];
  if (current === 'signed' || current === 'lost') return current;
  if (target === 'lost') return 'lost';
  return RANK[target] > RANK[current] ? target : current;
}

/** Folds one fact into its lead (a pure function: replaying the same facts gives the same lead). */
export function evolveLead(lead: Lead | null, fact: LeadFact): Lead {
  const entry: LeadTimelineEntry = { eventId: fact.eventId, event: fact.event, milestone: fact.milestone, at: fact.at };
  if (!lead) {
    return {
      leadId: fact.leadId, type: fact.type, status: nextLeadStatus('new', fact.milestone), companyId: fact.companyId,
      customerUserId: fact.customerUserId, vehicle: fact.vehicle, brand: fact.brand, createdAt: fact.at, updatedAt: fact.at, timeline: [entry],
    };
  }
  if (lead.timeline.some((e) => e.eventId === fact.eventId)) return lead;
  // Written out whole: `{ ...lead, changes }` takes V8's slow path (ADR 0045), once per fact in a rebuild.
  return {
    leadId: lead.leadId, type: lead.type, status: nextLeadStatus(lead.status, fact.milestone), companyId: lead.companyId ?? fact.companyId,
    customerUserId: lead.customerUserId, vehicle: lead.vehicle ?? fact.vehicle, brand: lead.brand, createdAt: lead.createdAt,
    updatedAt: fact.at > lead.updatedAt ? fact.at : lead.updatedAt, timeline: [...lead.timeline, entry],
  };
}

import type { Decider, DomainEvent } from '../shared';
import type { Personal } from './personal';
import { PurchaseErrors } from './purchase.errors';

export const LEAD_STREAM_PREFIX = 'buy-online-lead-';
export const leadStreamId = (leadId: string): string => `${LEAD_STREAM_PREFIX}${leadId}`;
export const LEAD_KINDS = ['question', 'call_back', 'test_drive', 'other'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export interface LeadVehicle {
  readonly vehicleId: string;
  readonly companyId: number;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  /** The dealer's stock VIN and condition (for the dealer's ADF); absent from leads sent before they were recorded. */
  readonly vin?: string;
  readonly condition?: 'new' | 'used';
}

/** POST /buy-online/leads/send: a buyer's message for the dealer of a vehicle. The message is sealed (it may be personal). */
export type LeadEvent = DomainEvent<'LeadSubmitted', {
  readonly leadId: string;
  readonly userId: string;
  readonly vehicle: LeadVehicle;
  readonly transactionId: string | null;
  readonly kind: LeadKind;
  readonly message: Personal<string> | null;
  readonly submittedAt: string;
}>;

export interface SendLead {
  readonly type: 'SendLead';
  readonly leadId: string;
  readonly userId: string;
  readonly vehicle: LeadVehicle | null;
  readonly transactionId: string | null;
  readonly kind: LeadKind;
  readonly message: string | null;
  readonly now: string;
}

export type LeadState = { readonly sent: boolean };

export const leadDecider: Decider<SendLead, LeadEvent, LeadState> = {
  initialState: { sent: false },
  decide(c, state) {
    if (state.sent) return [];
    if (!c.vehicle) throw PurchaseErrors.vehicleNotFound();
    const message = c.message?.trim() ? c.message.trim() : null;
    return [{
      type: 'LeadSubmitted',
      data: { leadId: c.leadId, userId: c.userId, vehicle: c.vehicle, transactionId: c.transactionId, kind: c.kind, message, submittedAt: c.now },
    }];
  },
  evolve: () => ({ sent: true }),
};

import type { Decider, DomainEvent } from '../shared';
import type { Personal } from './personal';
import { PurchaseErrors } from './purchase.errors';

export const LEAD_STREAM_PREFIX = 'buy-online-lead-';
export const leadStreamId = (leadId: string): string => `${LEAD_STREAM_PREFIX}${leadId}`;
export const LEAD_KINDS = ['question', 'call_back', 'test_drive', 'other'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** How the buyer prefers the dealer to reach them (the vehicle page's contact form). */
export const LEAD_CONTACT_METHODS = ['email', 'phone'] as const;
export type LeadContactMethod = (typeof LEAD_CONTACT_METHODS)[number];

export interface LeadVehicle {
  readonly vehicleId: string;
  readonly companyId: number;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  /** The dealer's stock VIN and condition (for the dealer's ADF); absent from leads sent before they were recorded. */
  readonly vin?: string;
  readonly condition?: 'new' | 'used';
  /** The all-in price the vehicle page showed when the buyer wrote, in cents (the dealer's ADF); absent from older leads. */
  readonly price?: number;
}

/** POST /buy-online/leads/send: a buyer's message for the dealer of a vehicle. The message is sealed (it may be personal). */
export type LeadEvent = DomainEvent<'LeadSubmitted', {
  readonly leadId: string;
  readonly userId: string;
  readonly vehicle: LeadVehicle;
  readonly transactionId: string | null;
  readonly kind: LeadKind;
  readonly message: Personal<string> | null;
  /** How the buyer asked to be reached; absent from leads sent before the contact form asked (the card then guesses). */
  readonly contactMethod?: LeadContactMethod;
  /** The number the buyer asked to be called at (sealed like the message); absent when they gave none. */
  readonly phone?: Personal<string> | null;
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
  readonly contactMethod: LeadContactMethod | null;
  readonly phone: string | null;
  readonly now: string;
}

export type LeadState = { readonly sent: boolean };

export const leadDecider: Decider<SendLead, LeadEvent, LeadState> = {
  initialState: { sent: false },
  decide(c, state) {
    if (state.sent) return [];
    if (!c.vehicle) throw PurchaseErrors.vehicleNotFound();
    const message = c.message?.trim() ? c.message.trim() : null;
    const phone = c.phone?.trim() ? c.phone.trim() : null;
    // Asked to be called: a number to call is part of the request (the form fills in the profile's).
    if (c.contactMethod === 'phone' && phone === null) throw PurchaseErrors.required('phone');
    return [{
      type: 'LeadSubmitted',
      data: {
        leadId: c.leadId, userId: c.userId, vehicle: c.vehicle, transactionId: c.transactionId, kind: c.kind, message,
        ...(c.contactMethod ? { contactMethod: c.contactMethod } : {}), ...(phone ? { phone } : {}), submittedAt: c.now,
      },
    }];
  },
  evolve: () => ({ sent: true }),
};

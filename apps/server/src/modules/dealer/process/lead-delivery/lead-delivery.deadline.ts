import type { Lead } from '@marketplace/domain';
import type { Deadline } from '../../../../platform/timers/deadlines';

export const LEAD_DELIVERY = 'dealer.lead-delivery';

export interface LeadDeliveryPayload {
  readonly leadId: string;
  /** The advertised price the purchase started with, in cents (ADF <price>), when the lead came from one. */
  readonly price: number | null;
  /** A dealer's resend (the lead stream's version that asked it): each address gets the lead once more. */
  readonly resend?: number;
}

/** One delivery per lead, due when the lead was created; the handler sends it to every lead address of its company. */
export function leadDeliveryDeadline(lead: Lead, price: number | null): Deadline {
  const payload: LeadDeliveryPayload = { leadId: lead.leadId, price };
  return { kind: LEAD_DELIVERY, key: lead.leadId, version: 1, dueAt: new Date(lead.createdAt), payload: { ...payload } };
}

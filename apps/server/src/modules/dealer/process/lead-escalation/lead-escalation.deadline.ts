import { DEFAULT_RESPONSE_TARGET_MINUTES, type Lead } from '@marketplace/domain';
import type { Deadline } from '../../../../platform/timers/deadlines';

export const LEAD_ESCALATION = 'dealer.lead-escalation';

export interface LeadEscalationPayload {
  readonly leadId: string;
  readonly targetMinutes: number;
}

/** A new lead's escalation, due when the company's response target has passed since the lead (ADR 0074). */
export function leadEscalationDeadline(lead: Lead, targetMinutes = DEFAULT_RESPONSE_TARGET_MINUTES): Deadline {
  const payload: LeadEscalationPayload = { leadId: lead.leadId, targetMinutes };
  return {
    kind: LEAD_ESCALATION, key: lead.leadId, version: 1, dueAt: new Date(Date.parse(lead.createdAt) + targetMinutes * 60_000), payload: { ...payload },
  };
}

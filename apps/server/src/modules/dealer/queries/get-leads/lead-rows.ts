import type { LeadSummary } from '@marketplace/contracts';
import { leadOfRow } from '../../integration-events/lead-intents.writer';

/** A dealer.lead_intents row as the lead list shows it. */
export function leadSummaryOf(row: any): LeadSummary {
  const l = leadOfRow(row);
  return {
    leadId: l.leadId, type: l.type, status: l.status, companyId: l.companyId, customerUserId: l.customerUserId,
    vehicleId: l.vehicle?.vehicleId ?? null, year: l.vehicle?.year ?? null, make: l.vehicle?.make ?? null, model: l.vehicle?.model ?? null,
    createdAt: l.createdAt, updatedAt: l.updatedAt,
  };
}

import type { LeadSummary } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { leadOfRow } from '../../integration-events/lead-intents.writer';

/** The columns of a dealer.lead_work row the lead list shows (the dealer's stage, assignee, first contact). */
export interface LeadWorkColumns {
  readonly stage: LeadSummary['stage'];
  readonly assignee_user_id: string | null;
  readonly first_contact_at: Date | string | null;
}

/** Seconds from a lead to its first contact (ADR 0074), or null while nobody contacted it. */
export function responseSecondsOf(createdAt: string, firstContactAt: string | null): number | null {
  return firstContactAt === null ? null : Math.max(0, Math.round((Date.parse(firstContactAt) - Date.parse(createdAt)) / 1000));
}

/** A dealer.lead_intents row, with its dealer.lead_work row when a dealer worked it, as the lead list shows it. */
export function leadSummaryOf(row: any, work: LeadWorkColumns | null = null): LeadSummary {
  const l = leadOfRow(row);
  const firstContactAt = work?.first_contact_at ? new Date(work.first_contact_at).toISOString() : null;
  return {
    leadId: l.leadId, type: l.type, status: l.status, companyId: l.companyId, customerUserId: l.customerUserId,
    vehicleId: l.vehicle?.vehicleId ?? null, year: l.vehicle?.year ?? null, make: l.vehicle?.make ?? null, model: l.vehicle?.model ?? null,
    createdAt: l.createdAt, updatedAt: l.updatedAt,
    stage: work?.stage ?? 'new', assigneeUserId: work?.assignee_user_id ?? null, firstContactAt, responseSeconds: responseSecondsOf(l.createdAt, firstContactAt),
  };
}

/** The dealer.lead_work rows of a page of leads, by lead id (a second query on the key: the list's filters stay on lead_intents). */
export async function leadWorkOf(db: Kysely<any>, leadIds: readonly string[]): Promise<Map<string, LeadWorkColumns>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db.selectFrom('dealer.lead_work').select(['lead_id', 'stage', 'assignee_user_id', 'first_contact_at'])
    .where('lead_id', 'in', leadIds).execute();
  return new Map(rows.map((r) => [r.lead_id as string, r as unknown as LeadWorkColumns]));
}

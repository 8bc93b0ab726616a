import { evolveLead, type Lead, type LeadFact } from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import { type ColumnTypes, insertRows } from '../../../platform/database/insert-rows';
import type { ProjectionContext } from '../../../platform/projections/projection';

/** dealer.lead_intents columns of a lead. */
export function leadIntentColumns(l: Lead) {
  return {
    lead_id: l.leadId, type: l.type, status: l.status, company_id: l.companyId, customer_user_id: l.customerUserId,
    vehicle_id: l.vehicle?.vehicleId ?? null, year: l.vehicle?.year ?? null, make: l.vehicle?.make ?? null, model: l.vehicle?.model ?? null,
    vin: l.vehicle?.vin ?? null, condition: l.vehicle?.condition ?? null,
    brand: l.brand, created_at: l.createdAt, updated_at: l.updatedAt, timeline: l.timeline,
  };
}

const LEAD_INTENT_TYPES: ColumnTypes<ReturnType<typeof leadIntentColumns>> = {
  lead_id: 'text', type: 'text', status: 'text', company_id: 'int4', customer_user_id: 'text', vehicle_id: 'text', year: 'int4', make: 'text',
  model: 'text', vin: 'text', condition: 'text', brand: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', timeline: 'jsonb',
};

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

export function leadOfRow(r: any): Lead {
  return {
    leadId: r.lead_id, type: r.type, status: r.status, companyId: r.company_id, customerUserId: r.customer_user_id,
    vehicle: r.make === null ? null : { vehicleId: r.vehicle_id, year: r.year, make: r.make, model: r.model, vin: r.vin, condition: r.condition },
    brand: r.brand, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at), timeline: r.timeline,
  };
}

/**
 * Folds a batch of facts into their leads: reads the leads they touch once, writes each changed lead once. Returns the
 * leads this batch gave a company (new leads with one, or a trade-in a dealer just took): those to deliver to it.
 * With `copy` (a rebuild: its staging table holds only what earlier pages wrote), the leads it does not hold yet are
 * COPYed and only the others upserted; most leads of a rebuild's page are new to it.
 */
export async function applyLeadFacts(db: Kysely<any>, facts: readonly LeadFact[], copy?: ProjectionContext['copyRows']): Promise<Lead[]> {
  if (facts.length === 0) return [];
  const ids = [...new Set(facts.map((f) => f.leadId))];
  // One array parameter, not one per id (a rebuild's batch touches a thousand leads).
  const rows = await db.selectFrom('lead_intents').selectAll().where('lead_id', '=', sql<string>`any(${ids}::text[])`).execute();
  const leads = new Map<string, Lead>(rows.map((r) => [r.lead_id as string, leadOfRow(r)]));
  const companyBefore = new Map(rows.map((r) => [r.lead_id as string, r.company_id as number | null]));
  for (const f of facts) leads.set(f.leadId, evolveLead(leads.get(f.leadId) ?? null, f));
  const columnsOf = (id: string) => leadIntentColumns(leads.get(id)!);
  if (copy) {
    const fresh = ids.filter((id) => !companyBefore.has(id));
    if (fresh.length > 0) await copy('lead_intents', fresh.map(columnsOf), LEAD_INTENT_TYPES);
  }
  const upserted = copy ? ids.filter((id) => companyBefore.has(id)) : ids;
  if (upserted.length > 0) await upsertLeadIntents(db, upserted.map(columnsOf));
  return ids.map((id) => leads.get(id)!).filter((l) => l.companyId !== null && (companyBefore.get(l.leadId) ?? null) === null);
}

function upsertLeadIntents(db: Kysely<any>, rows: readonly ReturnType<typeof leadIntentColumns>[]) {
  return insertRows(db, 'lead_intents', rows, LEAD_INTENT_TYPES)
    .onConflict((oc) => oc.column('lead_id').doUpdateSet((eb) => ({
      status: eb.ref('excluded.status'), company_id: eb.ref('excluded.company_id'), vehicle_id: eb.ref('excluded.vehicle_id'),
      year: eb.ref('excluded.year'), make: eb.ref('excluded.make'), model: eb.ref('excluded.model'), vin: eb.ref('excluded.vin'), condition: eb.ref('excluded.condition'),
      updated_at: eb.ref('excluded.updated_at'), timeline: eb.ref('excluded.timeline'),
    })))
    .execute();
}

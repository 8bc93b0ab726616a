import { PAID_STATUSES, type Lead } from '@marketplace/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';

/**
 * Marks the new leads that came over their company's trial (ADR 0032): created at or after the contract signature, and
 * either after the trial's end or beyond its lead limit, counting the company's leads since the signature in creation
 * order (ties by lead id). The mark is a fact of the lead's creation and never changes: whether a marked lead is held
 * depends on the plan at read time (a paid plan releases it). It reads only the signature, which never changes, so a
 * rebuild marks the same leads. Returns the ids it marked.
 */
export async function markOverTrialLimit(db: Kysely<any>, created: readonly Lead[]): Promise<Set<string>> {
  const companies = [...new Set(created.flatMap((l) => (l.companyId === null ? [] : [l.companyId])))];
  if (companies.length === 0) return new Set();
  const ids = created.map((l) => l.leadId);
  // Query-builder names (not raw SQL): a rebuild writes lead_intents in its staging schema.
  const rows = await db.selectFrom('lead_intents as l')
    .innerJoin('dealer.subscriptions as s', 's.company_id', 'l.company_id')
    .select('l.lead_id')
    .where('l.lead_id', 'in', ids)
    .whereRef('l.created_at', '>=', 's.signed_at')
    .where((eb) => eb.or([
      eb('l.created_at', '>=', eb.ref('s.trial_ends_at')),
      eb(
        eb.selectFrom('lead_intents as o').select((o) => o.fn.countAll().as('n'))
          .whereRef('o.company_id', '=', 'l.company_id').whereRef('o.created_at', '>=', 's.signed_at')
          .where(sql<boolean>`(o.created_at, o.lead_id) <= (l.created_at, l.lead_id)`),
        '>', eb.ref('s.trial_lead_limit'),
      ),
    ]))
    .execute();
  const over = rows.map((r) => r.lead_id as string);
  if (over.length > 0) await db.updateTable('lead_intents').set({ over_trial_limit: true }).where('lead_id', 'in', over).execute();
  return new Set(over);
}

/** Leads shown and delivered: not over the trial, or their company has a paid plan now (held leads are released). */
export function notHeld(eb: ExpressionBuilder<any, any>) {
  return eb.or([
    eb('over_trial_limit', '=', false),
    eb('company_id', 'in', eb.selectFrom('dealer.subscriptions').select('company_id').where('status', 'in', PAID_STATUSES)),
  ]);
}

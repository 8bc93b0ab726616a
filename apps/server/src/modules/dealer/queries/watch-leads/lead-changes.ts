import type { LeadChange } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';

/**
 * Records that leads changed, for the live inbox (ADR 0079): called by the leads consumer and the lead-work
 * projection in their live batch's transaction, so a change is in the feed exactly when the list and the card show
 * it. Leads without a company yet (a trade-in on the block) concern no dealer: skipped.
 */
export async function recordLeadChanges(db: Kysely<any>, leadIds: readonly string[], change: LeadChange['change']): Promise<void> {
  const ids = [...new Set(leadIds)];
  if (ids.length === 0) return;
  await sql`
    insert into dealer.lead_changes (lead_id, company_id, change)
    select lead_id, company_id, ${change} from dealer.lead_intents where lead_id = any(${ids}::text[]) and company_id is not null
    order by lead_id`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * `dealer.leads` (one row per purchase fact) is read by no query: every lead screen reads `dealer.lead_intents`. Its
 * (company_id, created_at) index only cost each write, about 2 % of a leads rebuild (ADR 0045). A blue/green rebuild
 * copies indexes under PostgreSQL's own names, so the index has one of two names.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists dealer.leads_company_idx`.execute(db);
  await sql`drop index if exists dealer.leads_company_id_created_at_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index leads_company_idx on dealer.leads (company_id, created_at)`.execute(db);
}

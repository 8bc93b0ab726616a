import { type Kysely, sql } from 'kysely';

/**
 * The lead outbox's pending rows (waiting for an address, or failed and retried), which the metrics count at each
 * scrape (ADR 0080): a partial index keeps that count off the sent leads, nearly all of the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index lead_outbox_pending_idx on dealer.lead_outbox (status) where status <> 'sent'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists dealer.lead_outbox_pending_idx`.execute(db);
}

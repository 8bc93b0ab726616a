import { type Kysely, sql } from 'kysely';
import { createInboxTable } from '../../../platform/integration-events/inbox';

/**
 * Updates of a lead already emailed (issue #45, ADR 0074): the inbox of the consumer that notices a trade-in or a
 * financing added to a purchase, and, on the lead's outbox line, what its last email carried of them (`sent_extras`:
 * `{ tradeIn, finance }` as the ADF had them), so that an update goes only when the buyer's side changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createInboxTable(db, 'dealer', 'lead_updates_inbox');
  await sql`alter table dealer.lead_outbox add column sent_extras jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.lead_outbox drop column if exists sent_extras`.execute(db);
  await sql`drop table if exists dealer.lead_updates_inbox`.execute(db);
}

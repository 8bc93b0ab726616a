import { type Kysely, sql } from 'kysely';
import { createInboxTable } from '../../../platform/integration-events/inbox';

/** purchase.credit-decisions (credit.decided.v1) and the lookup of the transaction that attached an application. */
export async function up(db: Kysely<any>): Promise<void> {
  await createInboxTable(db, 'purchase', 'credit_decisions_inbox');
  await sql`create index if not exists transaction_details_credit_application_idx
    on purchase.transaction_details ((credit_decision->>'applicationId'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists purchase.transaction_details_credit_application_idx`.execute(db);
  await sql`drop table if exists purchase.credit_decisions_inbox`.execute(db);
}

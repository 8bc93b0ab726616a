import { type Kysely, sql } from 'kysely';
import { createInboxTable } from '../../../platform/integration-events/inbox';

/** Applicants whose account was deleted (identity.account-deleted.v1): their rows are scrubbed and never come back. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table credit.erased_applicants (
      user_id text primary key,
      deleted_at timestamptz not null
    )`.execute(db);
  await createInboxTable(db, 'credit', 'erased_applicants_inbox');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table credit.erased_applicants_inbox`.execute(db);
  await sql`drop table credit.erased_applicants`.execute(db);
}

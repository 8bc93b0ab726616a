import { AccountDeletedV1 } from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import { defineConsumer } from '../../../platform/integration-events/integration-events';

export const ERASED_APPLICANTS_CONSUMER = 'credit.erased-applicants';
/** Credit's read tables holding rows about an applicant (qualified: a consumer's rebuild stages only its own table). */
const APPLICANT_TABLES = ['credit.application_details', 'credit.application_summaries'] as const;

/**
 * identity.account-deleted.v1 → the applicant's credit rows are deleted (the sealed values in the log are already
 * unreadable: identity shredded the key). The applicant is remembered in `erased_applicants` so that the application
 * projections, live or rebuilt, never write their rows again. Idempotent: deleting what is gone changes nothing.
 */
export const erasedApplicantsConsumer = defineConsumer({
  name: ERASED_APPLICANTS_CONSUMER,
  schema: 'credit',
  tables: ['erased_applicants'],
  inboxTable: 'erased_applicants_inbox',
  subscribesTo: [AccountDeletedV1],
  async handle(db, events) {
    if (events.length === 0) return;
    await db.insertInto('erased_applicants').values(events.map((e) => ({ user_id: e.data.userId, deleted_at: e.data.deletedAt })))
      .onConflict((oc) => oc.column('user_id').doNothing()).execute();
    const userIds = events.map((e) => e.data.userId);
    for (const table of APPLICANT_TABLES) await sql`delete from ${sql.table(table)} where owner_id = any(${userIds})`.execute(db);
  },
});

/** For the application projections: whether this owner's account was deleted (their rows must not be written). */
export async function isErasedApplicant(db: Kysely<any>, ownerId: string): Promise<boolean> {
  const row = await sql<{ one: number }>`select 1 as one from credit.erased_applicants where user_id = ${ownerId}`.execute(db);
  return row.rows.length > 0;
}

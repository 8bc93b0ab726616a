import { AccountDeletedV1 } from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import { createInboxTable } from './inbox';
import { defineConsumer } from './integration-events';

/**
 * Law 25 / PIPEDA erasure on a module's read side. identity.account-deleted.v1 → the module's rows about the person
 * are deleted (the sealed values in the log are already unreadable: identity shredded the key), and the person is
 * remembered in `<schema>.<erasedTable>` so that the module's projections, live or rebuilt, never write their rows
 * again (see `isErasedSubject`). Idempotent: deleting what is gone changes nothing.
 */
export interface ErasedSubjects {
  /** Consumer name, e.g. 'garage.erased-owners'. */
  readonly name: string;
  readonly schema: string;
  readonly erasedTable: string;
  readonly inboxTable: string;
  /** Read tables (in this schema) holding rows about a person, and the column naming them. */
  readonly scrub: readonly { readonly table: string; readonly ownerColumn: string }[];
}

export function erasedSubjectsConsumer(spec: ErasedSubjects) {
  return defineConsumer({
    name: spec.name,
    schema: spec.schema,
    tables: [spec.erasedTable],
    inboxTable: spec.inboxTable,
    subscribesTo: [AccountDeletedV1],
    async handle(db, events) {
      if (events.length === 0) return;
      await db.insertInto(spec.erasedTable).values(events.map((e) => ({ user_id: e.data.userId, deleted_at: e.data.deletedAt })))
        .onConflict((oc) => oc.column('user_id').doNothing()).execute();
      const userIds = events.map((e) => e.data.userId);
      for (const { table, ownerColumn } of spec.scrub) {
        await sql`delete from ${sql.id(spec.schema, table)} where ${sql.ref(ownerColumn)}::text = any(${userIds})`.execute(db);
      }
    },
  });
}

/** For a module's projections: whether this person's account was deleted (their rows must not be written). */
export async function isErasedSubject(db: Kysely<any>, spec: Pick<ErasedSubjects, 'schema' | 'erasedTable'>, userId: string): Promise<boolean> {
  const row = await sql<{ one: number }>`select 1 as one from ${sql.id(spec.schema, spec.erasedTable)} where user_id = ${userId}`.execute(db);
  return row.rows.length > 0;
}

/** Migration helper: the erased-people table and the consumer's inbox. */
export async function createErasedSubjectsTables(db: Kysely<any>, spec: Pick<ErasedSubjects, 'schema' | 'erasedTable' | 'inboxTable'>): Promise<void> {
  await sql`
    create table ${sql.id(spec.schema, spec.erasedTable)} (
      user_id text primary key,
      deleted_at timestamptz not null
    )`.execute(db);
  await createInboxTable(db, spec.schema, spec.inboxTable);
}

export async function dropErasedSubjectsTables(db: Kysely<any>, spec: Pick<ErasedSubjects, 'schema' | 'erasedTable' | 'inboxTable'>): Promise<void> {
  await sql`drop table ${sql.id(spec.schema, spec.inboxTable)}`.execute(db);
  await sql`drop table ${sql.id(spec.schema, spec.erasedTable)}`.execute(db);
}

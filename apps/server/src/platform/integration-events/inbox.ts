import { type Kysely, sql } from 'kysely';
import { insertRows } from '../database/insert-rows';
import type { ProjectionContext } from '../projections/projection';

/**
 * A consumer's inbox: the public event ids it has handled. It lives in the consumer module's schema, one table per
 * consumer, and is rebuilt blue/green with the consumer's read tables: the inbox always describes exactly the effects
 * that sit beside it. Columns are a pure function of the events (no clock), so a rebuild gives identical rows.
 */
export async function createInboxTable(db: Kysely<any>, schema: string, table: string): Promise<void> {
  await sql`
    create table ${sql.id(schema, table)} (
      event_id uuid primary key,
      type text not null,
      occurred_at timestamptz not null
    )`.execute(db);
}

type InboxEvent = { eventId: string; type: string; occurredAt: string };

const inboxRows = (events: readonly InboxEvent[]) => events.map((e) => ({ event_id: e.eventId, type: e.type, occurred_at: e.occurredAt }));
const INBOX_TYPES = { event_id: 'uuid', type: 'text', occurred_at: 'timestamptz' } as const;

function insertIntoInbox(db: Kysely<any>, table: string, events: readonly InboxEvent[]) {
  return insertRows(db, table, inboxRows(events), INBOX_TYPES).onConflict((oc) => oc.column('event_id').doNothing());
}

/**
 * Records these events as handled and answers the ids that were not already there (the ones to handle now).
 * Runs in the caller's transaction: if the handling fails, the inbox rows roll back with it.
 */
export async function admitToInbox(db: Kysely<any>, table: string, events: readonly InboxEvent[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const rows = await insertIntoInbox(db, table, events).returning('event_id').execute();
  return new Set(rows.map((r) => r.event_id as string));
}

/**
 * Records these events as handled without asking which were there before: a rebuild, whose inbox starts empty and
 * receives each id once (COPY when the rebuild offers it).
 */
export async function recordInInbox(
  db: Kysely<any>, table: string, events: readonly InboxEvent[], copyRows?: ProjectionContext['copyRows'],
): Promise<void> {
  if (events.length === 0) return;
  if (copyRows) await copyRows(table, inboxRows(events), INBOX_TYPES);
  else await insertIntoInbox(db, table, events).execute();
}

import { purchaseIntegrationEvents } from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import { createInboxTable } from '../../apps/server/src/platform/integration-events/inbox';
import { defineConsumer } from '../../apps/server/src/platform/integration-events/integration-events';

/**
 * Consumers of every purchase public event whose effect is NOT idempotent on its own: a counter per event id. Only the
 * inbox stands between a redelivery and a count of 2, so "each event handled exactly once in effect" is observable.
 */
const counting = (name: string, schema: string) => defineConsumer({
  name,
  schema,
  tables: ['handled'],
  inboxTable: 'handled_inbox',
  subscribesTo: purchaseIntegrationEvents.definitions,
  async handle(db, events) {
    for (const e of events) {
      await db.insertInto('handled').values({ event_id: e.eventId, type: e.type, times: 1 })
        .onConflict((oc) => oc.column('event_id').doUpdateSet({ times: sql`handled.times + 1` })).execute();
    }
  },
});

export const countingConsumers = [counting('reliability.counting-a', 'rel_counting_a'), counting('reliability.counting-b', 'rel_counting_b')];

export async function createCountingTables(db: Kysely<any>) {
  for (const c of countingConsumers) {
    await sql`create schema ${sql.id(c.schema)}`.execute(db);
    await sql`create table ${sql.id(c.schema, 'handled')} (event_id uuid primary key, type text not null, times int not null)`.execute(db);
    await createInboxTable(db, c.schema, c.inboxTable);
  }
}

import { CompiledQuery, type Kysely } from 'kysely';
import type { RequestContext } from '../http/request-context';
import { eventMetadata } from '../http/request-context';
import { Expected, type EventStore, type NewEvent } from './event-store.port';
import { appendQuery, PostgresEventStore } from './postgres-event-store';

/** The stream of a reference-data aggregate edited by staff (issue 15 item 8), e.g. `admin-changes-model-12`. */
export const adminChangesStreamId = (aggregate: string, id: string | number) => `admin-changes-${aggregate}-${id}`;

/** The event of a staff edit: its data carries `aggregateId` so that the audit index finds the stream by the bare id. */
export function adminChangeEvent(ctx: RequestContext, aggregate: string, id: string | number, type: string, data: Record<string, unknown>): NewEvent {
  return { type, data: { aggregate, aggregateId: String(id), ...data }, metadata: eventMetadata(ctx) };
}

/**
 * Records a staff edit of reference data (models, trims, equipment, colours, promotions...) as an event with its
 * actor. On the PostgreSQL store it is written inside the caller's transaction: the table write and the event commit
 * or roll back together. On another store (the in-memory one of unit tests and tools) it is appended from
 * inside the caller's transaction callback: a failed append rolls the table write back; a commit failing after a
 * successful append leaves the event (those stores cannot join a PostgreSQL transaction).
 */
export async function recordAdminChange(
  store: EventStore,
  trx: Kysely<any>,
  ctx: RequestContext,
  aggregate: string,
  id: string | number,
  type: string,
  data: Record<string, unknown>,
): Promise<void> {
  const streamId = adminChangesStreamId(aggregate, id);
  const event = adminChangeEvent(ctx, aggregate, id, type, data);
  if (store instanceof PostgresEventStore) {
    const q = appendQuery(streamId, [event], Expected.any);
    await trx.executeQuery(CompiledQuery.raw(q.text, q.values as unknown[]));
    return;
  }
  await store.appendToStream(streamId, [event], Expected.any);
}

import { CompiledQuery, type Kysely } from 'kysely';
import type { RequestContext } from '../http/request-context';
import { eventMetadata } from '../http/request-context';
import { Expected } from './event-store.port';
import { appendQuery } from './postgres-event-store';

/** The stream of a reference-data aggregate edited by staff (issue 15 item 8), e.g. `admin-changes-model-12`. */
export const adminChangesStreamId = (aggregate: string, id: string | number) => `admin-changes-${aggregate}-${id}`;

/**
 * Records a staff edit of reference data (models, trims, equipment, colours, promotions...) as an event with its
 * actor, inside the caller's transaction: the table write and the event commit or roll back together. The data
 * carries `aggregateId` so that the audit index finds the stream by the bare id. PostgreSQL event store only (the
 * event store shares the database with the reference tables).
 */
export async function recordAdminChange(
  trx: Kysely<any>,
  ctx: RequestContext,
  aggregate: string,
  id: string | number,
  type: string,
  data: Record<string, unknown>,
): Promise<void> {
  const q = appendQuery(adminChangesStreamId(aggregate, id), [{ type, data: { aggregate, aggregateId: String(id), ...data }, metadata: eventMetadata(ctx) }], Expected.any);
  await trx.executeQuery(CompiledQuery.raw(q.text, q.values as unknown[]));
}

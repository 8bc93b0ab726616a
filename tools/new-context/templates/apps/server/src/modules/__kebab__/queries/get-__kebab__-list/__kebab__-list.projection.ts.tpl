import { __CONST___STREAM_PREFIX, type __Pascal__Event } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { admitsOwner } from '../../integration-events/erased-owners.consumer';

export const __CONST___LIST_PROJECTION = '__kebab__.__kebab__-list';
const TABLE = '__snake___list';

/** One row of __snake__.__snake___list: what the list screen shows, plus the stream version it reflects. */
export interface __Pascal__ListRow {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly createdAt: string;
  /** Past its lifetime: kept for the record, left out of the list. */
  readonly expired: boolean;
  readonly version: number;
}

/** Pure: the row after one event of its stream. An event at or below the row's version was applied already (idempotent). */
export function evolve__Pascal__ListRow(row: __Pascal__ListRow | null, event: __Pascal__Event, streamVersion: number): __Pascal__ListRow | null {
  if (row && streamVersion <= row.version) return row;
  switch (event.type) {
    case '__Pascal__Created':
      return { id: event.data.__camel__Id, ownerId: event.data.ownerId, name: event.data.name, createdAt: event.data.createdAt, expired: false, version: streamVersion };
    case '__Pascal__Expired':
      return row && { ...row, expired: true, version: streamVersion };
    default:
      return row;
  }
}

/** The thin writer: read the row, evolve it, write it back, in the batch's transaction (the runner moves the checkpoint). */
export function __camel__ListProjection(): Projection {
  return defineProjection({
    name: __CONST___LIST_PROJECTION,
    schema: '__snake__',
    tables: [TABLE],
    eventTypes: ['__Pascal__Created', '__Pascal__Expired'],
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      for (const recorded of events) {
        const id = recorded.streamId.slice(__CONST___STREAM_PREFIX.length);
        const stored = await db.selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirst();
        const before: __Pascal__ListRow | null = stored
          ? { id: stored.id, ownerId: stored.owner_id, name: stored.name, createdAt: new Date(stored.created_at).toISOString(), expired: stored.expired, version: stored.version }
          : null;
        const after = evolve__Pascal__ListRow(before, recorded as unknown as __Pascal__Event, recorded.streamVersion);
        if (!after || after === before) continue;
        // A deleted account's rows are never written again, live or rebuilt (Law 25).
        if (!before && !(await admitsOwner(db, after.ownerId))) continue;
        const values = { id: after.id, owner_id: after.ownerId, name: after.name, created_at: after.createdAt, expired: after.expired, version: after.version };
        await db.insertInto(TABLE).values(values).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
      }
    },
  });
}

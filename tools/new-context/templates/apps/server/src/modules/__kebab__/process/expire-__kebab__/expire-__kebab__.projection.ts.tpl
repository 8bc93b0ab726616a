import { __camel__ExpiresAt, __CONST___STREAM_PREFIX, type __Pascal__Created } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { type Deadline, deadlines } from '../../../../platform/timers/deadlines';
import { EXPIRE___CONST__ } from './expire-__kebab__.timer';

export const EXPIRY_PROCESS_PROJECTION = '__kebab__.expiry-process';

/** Pure: the deadline each creation sets, due at the end of the __title__'s life. */
export function expiryDeadlines(events: readonly RecordedEvent[]): Deadline[] {
  return events.filter((e) => e.type === '__Pascal__Created').map((e) => {
    const data = e.data as __Pascal__Created['data'];
    return { kind: EXPIRE___CONST__, key: e.streamId.slice(__CONST___STREAM_PREFIX.length), version: e.streamVersion, dueAt: new Date(__camel__ExpiresAt(data.createdAt)), payload: {} };
  });
}

/**
 * The expiry process: each creation schedules its end in platform.deadlines, in the batch's transaction; the wake-up is
 * enqueued once the batch committed. A rebuild schedules nothing again (the deadlines table keeps what was set).
 */
export function expiryProcessProjection(deps: ProjectionDeps): Projection {
  return defineProjection({
    name: EXPIRY_PROCESS_PROJECTION,
    schema: '__snake__',
    tables: [],
    eventTypes: ['__Pascal__Created'],
    async apply(db, events, ctx) {
      if (ctx.mode !== 'live') return;
      await deadlines.schedule(db, expiryDeadlines(events));
    },
    async afterCommit(events) {
      const due = expiryDeadlines(events);
      if (due.length > 0) await deps.wakeTimers(due);
    },
  });
}

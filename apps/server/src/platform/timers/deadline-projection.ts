import type { RecordedEvent } from '../event-store/event-store.port';
import type { ProjectionDeps } from '../module-registration';
import { defineProjection, type Projection } from '../projections/projection';
import { type Deadline, deadlines } from './deadlines';

/**
 * A projection whose only output is deadlines (e.g. the emails a fact asks for, ADR 0020): it schedules them in the
 * batch transaction and wakes the timers after commit. A rebuild schedules nothing again, so nothing is sent twice.
 */
export function deadlineProjection(
  deps: ProjectionDeps,
  p: { name: string; schema: string; eventTypes: readonly string[]; deadlinesOf: (events: readonly RecordedEvent[]) => Deadline[] },
): Projection {
  return defineProjection({
    name: p.name,
    schema: p.schema,
    tables: [],
    eventTypes: p.eventTypes,
    async apply(db, events, ctx) {
      if (ctx.mode !== 'live') return;
      await deadlines.schedule(db, p.deadlinesOf(events));
    },
    async afterCommit(events) {
      const due = p.deadlinesOf(events);
      if (due.length > 0) await deps.wakeTimers(due);
    },
  });
}

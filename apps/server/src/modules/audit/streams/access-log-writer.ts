import { Inject, Injectable } from '@nestjs/common';
import { type AuditAccessEvent, auditAccessDecider, type AuditAccessCommand, auditStreamId } from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import type { CommandMeta } from '../../../platform/commands/command-meta';
import { type EventStore, Expected, type NewEvent } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { eventMetadata } from '../../../platform/http/request-context';
import { DB, EVENT_STORE } from '../../../platform/tokens';
import { auditIndexProjection } from '../queries/search-subjects/audit-index.projection';

/** How many times a batch of access-log appends is tried as one (versions re-read) before going stream by stream. */
const BATCH_ATTEMPTS = 3;

/**
 * Appends to a subject's access log and indexes the new events at once (the projection's own idempotent apply), so
 * that the timeline this opening returns already shows it, whatever the projection's lag.
 */
@Injectable()
export class AccessLogWriter {
  private readonly index = auditIndexProjection({ wakeTimers: async () => undefined });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async record(command: AuditAccessCommand, meta: CommandMeta) {
    const streamId = auditStreamId(command.subjectId);
    // An access log holds no invariant (the decider reads no state): decided and appended at any version, without
    // reading the log first, which grows with every opening and every search (a support agent's: thousands; ADR 0090).
    const events = auditAccessDecider.decide(command);
    if (events.length === 0) return null;
    const append = await this.store.appendToStream(streamId, events.map((e) => ({ type: e.type, data: e.data, metadata: eventMetadata(meta) })), Expected.any);
    if (!append.duplicate) {
      const version = append.nextExpectedVersion;
      const written = await this.store.readStream(streamId, { fromVersion: version - events.length + 1, toVersion: version });
      // Its rows and the stream's links in one commit that does not wait for the WAL flush, as every projection page
      // (ADR 0040): the runner's checkpoint is still before these events, so it applies them again (idempotent) should
      // this commit be lost in a crash, and its own later checkpoint flushes this commit's record with it.
      await this.db.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        await this.index.apply(trx.withSchema(this.index.schema), written, { schema: this.index.schema, mode: 'live' });
      });
    }
    return append.position;
  }

  /**
   * One access-log event on each of many subjects' logs (a staff read of a list: one per person shown), as one batch:
   * the logs' versions in one read, then one all-or-nothing append to the existing logs and one to the new ones (the
   * PostgreSQL store). A batch that lost a race to another append is tried again from fresh versions, then stream by
   * stream (as on any other store). An access log holds no invariant to decide on, so those appends take any version.
   * Indexed by the audit.index projection in its stride (no timeline is being answered here).
   */
  async recordEach(reads: readonly { readonly streamId: string; readonly event: AuditAccessEvent }[], meta: CommandMeta): Promise<void> {
    let pending: { streamId: string; event: NewEvent }[] = reads.map((r) => ({ streamId: r.streamId, event: { type: r.event.type, data: r.event.data, metadata: eventMetadata(meta) } }));
    if (new Set(pending.map((p) => p.streamId)).size !== pending.length) throw new Error('recordEach takes one event per access log');
    // One log (a search on the searcher's, a page naming one customer): a single append at any version, one round trip,
    // not the versions read and the transaction a batch takes.
    if (this.store instanceof PostgresEventStore && pending.length > 1) {
      for (let attempt = 0; attempt < BATCH_ATTEMPTS && pending.length > 0; attempt++) {
        const rows = await this.db.selectFrom('eventstore.streams').select(['stream_id', 'version'])
          .where('stream_id', 'in', pending.map((p) => p.streamId)).execute();
        const versions = new Map(rows.map((r) => [r.stream_id as string, Number(r.version)]));
        const existing = pending.filter((p) => versions.has(p.streamId));
        const fresh = pending.filter((p) => !versions.has(p.streamId));
        const [existingIn, freshIn] = await Promise.all([
          this.store.appendToStreams(existing.map((p) => ({ streamId: p.streamId, expectedVersion: versions.get(p.streamId)!, events: [p.event] }))),
          this.store.appendNewStreams(fresh.map((p) => ({ streamId: p.streamId, events: [p.event] }))),
        ]);
        pending = [...(existingIn ? [] : existing), ...(freshIn ? [] : fresh)];
      }
    }
    // Event ids make each append safe to retry: one that went in already is a no-op.
    await Promise.all(pending.map((p) => this.store.appendToStream(p.streamId, [p.event], Expected.any)));
  }
}

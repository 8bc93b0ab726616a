import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LeadChange } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import { type Clock, CLOCK } from '../../../../platform/clock/clock';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import type { ProjectionRunner } from '../../../../platform/projections/projection-runner';
import { DB, EVENT_STORE, PROJECTION_RUNNER } from '../../../../platform/tokens';
import type { CompanyScope } from '../../adapters/company-scope';
import { LEADS_CONSUMER } from '../../integration-events/leads.consumer';
import { LEAD_WORK_PROJECTION } from '../get-lead-card/lead-work.projection';

/** One change as the feed holds it: `seq` is its event id. */
export interface FeedRow extends LeadChange {
  readonly seq: string;
  readonly companyId: number;
}

/** Where a watcher's events go (an SSE connection): `reset` when what it missed cannot be replayed. */
export interface InboxSink {
  change(row: FeedRow): void;
  reset(): void;
  /** Ends the connection (the server is shutting down). */
  close(): void;
}

interface Watcher {
  readonly scope: CompanyScope;
  readonly sink: InboxSink;
  /** The last seq given to the sink (what it has seen). */
  after: bigint;
  /** While its missed changes are replayed: live ones wait here. */
  queued: FeedRow[] | null;
}

/** The most missed changes a reconnection replays; a watcher further behind gets `reset` (it reads the list again). */
export const REPLAY_LIMIT = 1_000;
/** How often the feed is read while someone watches, when no append in this process woke it (another process's). */
const FALLBACK_POLL_MS = 500;
const PAGE = 500;
const PURGE_EVERY_MS = 10 * 60_000;
const FEED_NAMES = [LEADS_CONSUMER, LEAD_WORK_PROJECTION];

/**
 * The live inbox (issue #45 item 4, ADR 0079): fans dealer.lead_changes out to the open lead pages of each company.
 * One reader per process while anyone watches: woken by each append in this process, it waits for the leads
 * projections to catch up (the projection runner's `waitFor`, fed by its checkpoint notifications) and reads the feed
 * after the last change it saw; a slow poll covers appends made by other processes. A reconnection names the last
 * change it saw (Last-Event-ID) and gets the missed ones from the feed first, then the live ones, none twice.
 */
@Injectable()
export class LeadInbox implements OnModuleDestroy {
  private readonly watchers = new Set<Watcher>();
  /** The last seq read from the feed (every change up to it has been given to the watchers). */
  private cursor: bigint | null = null;
  private starting: Promise<void> | null = null;
  private reading = false;
  private readAgain = false;
  private unsubscribe: (() => void) | null = null;
  private poll: NodeJS.Timeout | null = null;
  private lastPurge = 0;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Starts giving `sink` the changes of `scope`: first those after `lastEventId` (a reconnection), then live ones.
   * Returns the function that stops it.
   */
  async watch(scope: CompanyScope, sink: InboxSink, lastEventId: string | undefined): Promise<() => void> {
    await this.start();
    const resumeFrom = lastEventId !== undefined && /^\d{1,18}$/.test(lastEventId) ? BigInt(lastEventId) : null;
    const upTo = this.cursor!;
    const watcher: Watcher = { scope, sink, after: upTo, queued: resumeFrom !== null && resumeFrom < upTo ? [] : null };
    this.watchers.add(watcher);
    const stop = () => this.stop(watcher);
    if (watcher.queued) {
      const missed = await this.feed(scope, resumeFrom!, upTo, REPLAY_LIMIT + 1);
      if (missed.length > REPLAY_LIMIT) sink.reset();
      else missed.forEach((row) => sink.change(row));
      const live = watcher.queued;
      watcher.queued = null;
      for (const row of live) this.give(watcher, row);
    }
    return stop;
  }

  /** How many watch now (the bench and tests). */
  get watching(): number {
    return this.watchers.size;
  }

  onModuleDestroy(): void {
    for (const w of [...this.watchers]) w.sink.close();
    for (const w of [...this.watchers]) this.stop(w);
  }

  private stop(watcher: Watcher) {
    this.watchers.delete(watcher);
    if (this.watchers.size > 0) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    this.cursor = null;
  }

  private start(): Promise<void> {
    if (this.cursor !== null) return Promise.resolve();
    this.starting ??= (async () => {
      const { rows } = await sql<{ seq: string | null }>`select max(seq)::text as seq from dealer.lead_changes`.execute(this.db);
      this.cursor = BigInt(rows[0]?.seq ?? '0');
      this.unsubscribe = this.store.onAppended(() => void this.read());
      this.poll = setInterval(() => void this.read(), FALLBACK_POLL_MS);
      this.poll.unref();
    })().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /** Reads the feed after the cursor and gives each change to its watchers (one read at a time; one more if woken meanwhile). */
  private async read(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.readAgain = false;
        if (this.cursor === null) return;
        // What was appended before this wake-up is in the feed once the leads projections have processed it.
        await this.runner.waitFor(undefined, FEED_NAMES, 5_000).catch(() => undefined);
        for (;;) {
          if (this.cursor === null) return;
          const rows = await this.feed({ kind: 'all' }, this.cursor, null, PAGE);
          for (const row of rows) for (const w of this.watchers) this.give(w, row);
          if (rows.length > 0 && this.cursor !== null) this.cursor = BigInt(rows[rows.length - 1].seq);
          if (rows.length < PAGE) break;
        }
        await this.purge();
      } while (this.readAgain);
    } catch {
      // The next wake-up or poll reads again from the same cursor: nothing is lost.
    } finally {
      this.reading = false;
    }
  }

  private give(w: Watcher, row: FeedRow) {
    if (w.scope.kind === 'company' && w.scope.companyId !== row.companyId) return;
    if (w.queued) {
      w.queued.push(row);
      return;
    }
    const seq = BigInt(row.seq);
    if (seq <= w.after) return;
    w.after = seq;
    w.sink.change(row);
  }

  private async feed(scope: CompanyScope, after: bigint, upTo: bigint | null, limit: number): Promise<FeedRow[]> {
    let q = this.db.selectFrom('dealer.lead_changes').select([sql<string>`seq::text`.as('seq'), 'lead_id', 'company_id', 'change'])
      .where('seq', '>', after.toString()).orderBy('seq').limit(limit);
    if (upTo !== null) q = q.where('seq', '<=', upTo.toString());
    if (scope.kind === 'company') q = q.where('company_id', '=', scope.companyId);
    const rows = await q.execute();
    return rows.map((r) => ({ seq: r.seq, leadId: r.lead_id as string, companyId: r.company_id as number, change: r.change as LeadChange['change'] }));
  }

  /** Changes older than a day are of no use to a reconnection (a browser away that long reads the list again). */
  private async purge() {
    const now = this.clock.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.deleteFrom('dealer.lead_changes').where('at', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Projection } from '../projections/projection';
import type { ProjectionRunner } from '../projections/projection-runner';
import type { TimerService } from '../timers/timer-service';
import { type AppendObserver, streamCategory } from './observed-append';
import { mailOutbox, type OutboxDepth } from './outbox-depth';

/** What the scrape reads (the live state, queried when Prometheus asks). */
export interface MetricSources {
  readonly pool: Pool;
  readonly poolMax: number;
  readonly projections: ProjectionRunner;
  readonly timers: TimerService;
  /** The contexts' outboxes (the mail outbox is read from the timers). */
  readonly outboxes?: readonly OutboxDepth[];
}

/** A timer due longer than this is overdue (the alert rule's bound, docker/prometheus/alerts.yml). */
const OVERDUE_SECONDS = 300;

/**
 * The server's Prometheus metrics (ADR 0080), on a registry of its own, served on a port of their own (METRICS_PORT),
 * never on the public one. Counters move as things happen (requests, appends, conflicts, projection failures); the
 * state (projections' positions and lag, inboxes, timers, the queue, the pool) is read at each scrape.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly appends: AppendObserver;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  private readonly projectionErrors: Counter<'projection'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry }); // event-loop delay, GC, heap, handles, process CPU and memory
    this.requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route template and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
    this.requestSeconds = new Histogram({
      name: 'http_request_duration_seconds', help: 'HTTP request duration, by route template and status', labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [this.registry],
    });
    const appended = new Counter({ name: 'eventstore_appended_events_total', help: 'Events appended, by stream category', labelNames: ['category'], registers: [this.registry] });
    const conflicts = new Counter({ name: 'eventstore_append_conflicts_total', help: 'Appends refused for a wrong expected version, by stream category', labelNames: ['category'], registers: [this.registry] });
    this.appends = {
      appended: (streamId, events) => appended.inc({ category: streamCategory(streamId) }, events),
      conflicted: (streamId) => conflicts.inc({ category: streamCategory(streamId) }),
    };
    this.projectionErrors = new Counter({ name: 'projection_errors_total', help: 'Pages a projection failed to apply (rolled back, retried)', labelNames: ['projection'], registers: [this.registry] });
  }

  /** Reads the live state at each scrape from these. */
  watch(sources: MetricSources): void {
    const { pool, projections, timers } = sources;
    projections.failureListener = (name) => this.projectionErrors.inc({ projection: name });
    for (const p of projections.projections) this.projectionErrors.inc({ projection: p.name }, 0);
    const registers = [this.registry];
    // Each gauge asks when scraped (prom-client reads the gauges one by one): one query serves the three of a scrape.
    const statuses = perScrape(() => projections.status());
    const byProjection = (name: string, help: string, value: (s: Awaited<ReturnType<ProjectionRunner['status']>>[number]) => number) =>
      new Gauge({
        name, help, labelNames: ['projection'], registers,
        async collect() {
          for (const s of await statuses()) this.set({ projection: s.name }, value(s));
        },
      });
    byProjection('projection_position', 'Global position of the last event a projection processed', (s) => Number(s.position.position));
    byProjection('projection_lag_events', 'Events in the log a projection has not processed yet', (s) => s.lag);
    byProjection('projection_lag_seconds', 'How long the oldest event a projection has not processed has waited', (s) => s.lagSeconds);
    const consumers = projections.projections.filter((p): p is Projection & { eventTypes: readonly string[] } => p.integrationConsumer === true && !!p.eventTypes);
    new Gauge({
      name: 'integration_inbox_pending_events', help: 'Events an integration-event consumer has still to handle (its inbox depth)', labelNames: ['consumer'], registers,
      async collect() {
        if (consumers.length === 0) return;
        const { rows } = await pool.query<{ name: string; pending: string }>(INBOX_PENDING, [consumers.map((c) => c.name), consumers.map((c) => c.eventTypes.join('\u0001'))]);
        for (const r of rows) this.set({ consumer: r.name }, Number(r.pending));
      },
    });
    const outboxes = [mailOutbox(timers), ...(sources.outboxes ?? [])];
    new Gauge({
      name: 'outbox_pending_messages', help: 'Messages an outbox has still to send, by outbox, consumer (the timer that sends them) and state',
      labelNames: ['outbox', 'consumer', 'state'], registers,
      async collect() {
        for (const o of outboxes) {
          const depths = await o.pending(pool);
          for (const consumer of Object.keys(depths)) {
            for (const state of o.states) this.set({ outbox: o.outbox, consumer, state }, depths[consumer]?.[state] ?? 0);
          }
        }
      },
    });
    const timerCounts = perScrape(async () => (await pool.query<{ due: string; overdue: string; scheduled: string; oldest: number | null }>(TIMERS, [OVERDUE_SECONDS])).rows[0]);
    const timerGauge = (name: string, help: string, value: (r: Awaited<ReturnType<typeof timerCounts>>) => number) =>
      new Gauge({
        name, help, registers,
        async collect() {
          this.set(value(await timerCounts()));
        },
      });
    timerGauge('timers_due', 'Timers due and not fired yet', (r) => Number(r.due));
    timerGauge('timers_overdue', `Timers due more than ${OVERDUE_SECONDS / 60} minutes ago and not fired`, (r) => Number(r.overdue));
    timerGauge('timers_scheduled', 'Timers not due yet', (r) => Number(r.scheduled));
    timerGauge('timers_oldest_due_seconds', 'How long the oldest unfired due timer has been due', (r) => Math.max(0, r.oldest ?? 0));
    new Gauge({
      name: 'bullmq_queue_jobs', help: 'Jobs in a BullMQ queue, by state', labelNames: ['queue', 'state'], registers,
      async collect() {
        const counts = await timers.queueCounts();
        if (!counts) return;
        for (const [state, n] of Object.entries(counts.jobs)) this.set({ queue: counts.queue, state }, n);
      },
    });
    new Gauge({
      name: 'pg_pool_connections', help: 'PostgreSQL pool connections, by state (max: the pool size)', labelNames: ['state'], registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
        this.set({ state: 'max' }, sources.poolMax);
      },
    });
  }

  /** Counts and times every request by its route template (never its path: ids would make a series each). */
  instrument(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      this.requests.inc(labels);
      this.requestSeconds.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }

  /** Serves the registry at `/metrics` on its own port (METRICS_HOST:METRICS_PORT); the port it got (0 picks one). */
  async serve(host: string, port: number): Promise<{ server: Server; url: string }> {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.registry.metrics().then(
        (body) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(body),
        (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error.message}`),
      );
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
    const address = server.address() as AddressInfo;
    return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics` };
  }
}

/** One answer of `fetch` for the gauges of one scrape (asked again once it is older than a second). */
function perScrape<T>(fetch: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > 1000) {
      const value = fetch();
      last = { at: Date.now(), value };
      value.catch(() => {
        if (last?.value === value) last = null;
      });
    }
    return last.value;
  };
}

/** Per consumer: the events of its types after its checkpoint (types passed joined by \u0001, one string per consumer). */
const INBOX_PENDING = `
  select n.name, (select count(*) from eventstore.events e
                   where (e.transaction_id, e.global_position) > (coalesce(c.transaction_id, '0'::xid8), coalesce(c.global_position, 0))
                     and e.type = any(string_to_array(n.types, chr(1)))) as pending
    from unnest($1::text[], $2::text[]) as n(name, types)
    left join platform.projection_checkpoints c on c.name = n.name`;

const TIMERS = `
  select count(*) filter (where due_at <= now()) as due,
         count(*) filter (where due_at <= now() - make_interval(secs => $1)) as overdue,
         count(*) filter (where due_at > now()) as scheduled,
         extract(epoch from now() - min(due_at) filter (where due_at <= now()))::float8 as oldest
    from platform.deadlines where fired_at is null`;

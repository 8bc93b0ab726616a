import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { LEAD_DELIVERY } from '../../../apps/server/src/modules/dealer/process/lead-delivery/lead-delivery.deadline';
import { Expected, type NewEvent } from '../../../apps/server/src/platform/event-store/event-store.port';
import { WrongExpectedVersionError } from '../../../apps/server/src/platform/event-store/event-store.errors';
import { pollUntil } from '../../support/poll';
import { scrape } from '../../support/prometheus';
import { startTestServer, type TestServer } from '../../support/server';

jest.setTimeout(120_000);

/**
 * The Prometheus metrics (ADR 0080): every family the operations issue lists (the outboxes' depth among them), on a port of their own, and a
 * projection's lag that rises while its runner is paused and falls once it is resumed.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_PORT: '0' });
});
afterAll(async () => {
  await server?.stop();
});

const event = (n: number): NewEvent => ({
  type: 'MetricsProbed', data: { n },
  metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: null, actor: null, impersonator: null, brand: null, occurredAt: new Date().toISOString() },
});

it('serves the metrics on their own port, not on the public one', async () => {
  expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  expect(new URL(server.metricsUrl!).port).not.toBe(new URL(server.url).port);
  const publicScrape = await fetch(`${server.url}/metrics`);
  expect(await publicScrape.text()).not.toContain('# TYPE');
});

it('has each family: requests, appends and conflicts, projections, inboxes, timers, the queue, the pool, the event loop and GC', async () => {
  const stream = `metricsprobe-${randomUUID()}`;
  await server.infra.store.appendToStream(stream, [event(1), event(2)], Expected.noStream);
  await expect(server.infra.store.appendToStream(stream, [event(3)], Expected.noStream)).rejects.toBeInstanceOf(WrongExpectedVersionError);
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/no-such-route`)).status).toBe(404);

  const m = await scrape(server.metricsUrl!);
  for (const family of [
    'http_requests_total', 'http_request_duration_seconds',
    'eventstore_appended_events_total', 'eventstore_append_conflicts_total',
    'projection_position', 'projection_lag_events', 'projection_lag_seconds', 'projection_errors_total',
    'integration_inbox_pending_events', 'outbox_pending_messages',
    'timers_due', 'timers_overdue', 'timers_scheduled', 'timers_oldest_due_seconds',
    'bullmq_queue_jobs', 'pg_pool_connections',
    'nodejs_eventloop_lag_seconds', 'nodejs_gc_duration_seconds', 'process_resident_memory_bytes',
  ]) expect({ family, present: m.families.has(family) }).toEqual({ family, present: true });

  // Requests by route template and status, with their durations.
  expect(m.value('http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(1);
  // An unknown path is counted under the route that answered it (the pages' catch-all), never under its own path.
  expect(m.value('http_requests_total', { method: 'GET', route: '/*', status: '404' })).toBeGreaterThanOrEqual(1);
  expect(m.samples.some((s) => s.labels.route?.includes('no-such-route'))).toBe(false);
  expect(m.value('http_request_duration_seconds_count', { route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(1);
  // Appends and conflicts by stream category.
  expect(m.value('eventstore_appended_events_total', { category: 'metricsprobe' })).toBe(2);
  expect(m.value('eventstore_append_conflicts_total', { category: 'metricsprobe' })).toBe(1);
  // Every projection has its series; the inboxes are those of the integration-event consumers.
  const projections = server.infra.projections.names;
  for (const name of projections) expect(m.value('projection_lag_events', { projection: name })).toBeGreaterThanOrEqual(0);
  const consumers = server.infra.projections.projections.filter((p) => p.integrationConsumer).map((p) => p.name);
  expect(consumers.length).toBeGreaterThan(0);
  for (const name of consumers) expect(m.value('integration_inbox_pending_events', { consumer: name })).toBeGreaterThanOrEqual(0);
  expect(m.samples.some((s) => s.name === 'bullmq_queue_jobs' && s.labels.state === 'delayed')).toBe(true);
  expect(m.value('pg_pool_connections', { state: 'max' })).toBe(server.infra.config.DATABASE_POOL_SIZE);
});

it("shows a projection's lag rising while its runner is paused and falling once it is resumed", async () => {
  const runner = server.infra.projections;
  const name = runner.names[0];
  await runner.waitFor();
  // A scrape reuses the projections' status read less than a second before (one query per scrape): the previous
  // test's scrape may still answer, from before the runner caught up.
  const before = await pollUntil(async () => {
    const m = await scrape(server.metricsUrl!);
    return m.value('projection_lag_events', { projection: name }) === 0 ? m : null;
  }, 15_000, { what: `${name} caught up in the metrics` });
  expect(before.value('projection_lag_seconds', { projection: name })).toBe(0);

  runner.pause(name);
  try {
    await server.infra.store.appendToStream(`metricsprobe-${randomUUID()}`, [event(1), event(2), event(3)], Expected.noStream);
    // The others catch up; the paused one stays three events behind, and the oldest of them ages.
    await runner.waitFor(undefined, runner.names.filter((n) => n !== name));
    const behind = await pollUntil(async () => {
      const m = await scrape(server.metricsUrl!);
      return (m.value('projection_lag_seconds', { projection: name }) ?? 0) > 0 ? m : null;
    }, 15_000, { what: `${name} lagging in the metrics` });
    expect(behind.value('projection_lag_events', { projection: name })).toBe(3);
    expect(behind.value('projection_lag_events', { projection: runner.names[1] })).toBe(0);
    const positionBehind = behind.value('projection_position', { projection: name })!;
    expect(positionBehind).toBeLessThan(behind.value('projection_position', { projection: runner.names[1] })!);
  } finally {
    runner.resume(name);
  }

  const caughtUp = await pollUntil(async () => {
    const m = await scrape(server.metricsUrl!);
    return m.value('projection_lag_events', { projection: name }) === 0 ? m : null;
  }, 30_000, { what: `${name} caught up in the metrics` });
  expect(caughtUp.value('projection_lag_seconds', { projection: name })).toBe(0);
  expect(caughtUp.value('projection_errors_total', { projection: name })).toBe(0);
});

it("counts each outbox's pending messages: the emails its timers have still to send, and the dealer's leads waiting for an address or failed", async () => {
  const { db } = server.infra;
  const mailKinds = server.infra.timers.kindsOf('mail');
  // Every timer that sends an email: the lead email, its escalation and task reminders, the purchase and trade-in emails.
  expect(mailKinds).toEqual(expect.arrayContaining([LEAD_DELIVERY, 'dealer.lead-escalation', 'dealer.lead-task-reminder', 'purchase.email']));
  const pending = (m: Awaited<ReturnType<typeof scrape>>, outbox: string, consumer: string, state: string) =>
    m.value('outbox_pending_messages', { outbox, consumer, state });
  const before = await scrape(server.metricsUrl!);
  for (const kind of mailKinds) expect({ kind, due: pending(before, 'mail', kind, 'due'), retrying: pending(before, 'mail', kind, 'retrying') }).toEqual({ kind, due: 0, retrying: 0 });
  expect(pending(before, 'dealer.lead-outbox', LEAD_DELIVERY, 'waiting')).toBe(0);
  expect(pending(before, 'dealer.lead-outbox', LEAD_DELIVERY, 'failed')).toBe(0);

  // Two lead emails due, one of them refused once (it waits for its backoff), leased meanwhile so that no timer takes
  // them during the scrape; one not due yet; and the leads' outbox: two waiting for an address, one failed, one sent.
  const key = () => randomUUID();
  await sql`insert into platform.deadlines (kind, key, version, due_at, payload, leased_until, last_error) values
    (${LEAD_DELIVERY}, ${key()}, 1, now() - interval '1 minute', '{}', now() + interval '1 hour', null),
    (${LEAD_DELIVERY}, ${key()}, 1, now() - interval '2 minutes', '{}', now() + interval '1 hour', '550 mailbox unavailable'),
    (${LEAD_DELIVERY}, ${key()}, 1, now() + interval '1 hour', '{}', null, null)`.execute(db);
  await sql`insert into dealer.lead_outbox (lead_id, company_id, status, attempts, last_error, updated_at) values
    (${key()}, 1, 'waiting', 0, null, now()), (${key()}, 2, 'waiting', 0, null, now()),
    (${key()}, 1, 'failed', 3, 'leads@dealer.ca: 550 mailbox unavailable', now()), (${key()}, 1, 'sent', 1, null, now())`.execute(db);
  // Read when scraped: the next scrape counts them.
  const after = await scrape(server.metricsUrl!);
  expect(pending(after, 'mail', LEAD_DELIVERY, 'due')).toBe(1);
  expect(pending(after, 'mail', LEAD_DELIVERY, 'retrying')).toBe(1);
  expect(pending(after, 'mail', 'purchase.email', 'due')).toBe(0);
  expect(pending(after, 'dealer.lead-outbox', LEAD_DELIVERY, 'waiting')).toBe(2);
  expect(pending(after, 'dealer.lead-outbox', LEAD_DELIVERY, 'failed')).toBe(1);
});

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client as Pg } from 'pg';
import { transactionStreamId } from '@marketplace/domain';
import { streamCategory } from '../../../apps/server/src/platform/observability/observed-append';
import { Client } from '../../support/http-client';
import { OtlpReceiver, type ReceivedSpan } from '../../support/otlp-receiver';
import { pollUntil } from '../../support/poll';

jest.setTimeout(240_000);

/**
 * Traces (ADR 0080): a server started with an OTLP endpoint (the collector's stand-in) sends one trace for a purchase
 * step that holds the HTTP request, the append, the projections that applied its event, and the timer that emails the
 * lead to the dealer with its email, the trace context having crossed from the request to the projection runner in
 * the event's metadata and from there to the timer in its deadline; a deferred timer (the lead's escalation, due in
 * 15 minutes) starts a trace of its own linked to the span that scheduled it. A caller that is not a trusted proxy
 * cannot pick the trace; the server's log lines carry the trace id.
 */
const receiver = new OtlpReceiver();
let child: ChildProcess;
const lines: string[] = [];
let ready: { url: string; databaseUrl: string; jar: [string, string][]; vehicleId: string };

beforeAll(async () => {
  await receiver.start();
  child = spawn(process.execPath, ['-r', path.resolve(__dirname, '../../support/register-ts.js'), path.resolve(__dirname, 'traced-server.worker.ts')], {
    env: {
      ...process.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'marketplace-under-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout! }).on('line', (l) => lines.push(l));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`traced server exited (${code})`))));
  const line = await Promise.race([pollUntil(() => lines.find((l) => l.startsWith('{"ready"')), 180_000, { what: 'the traced server' }), exited]);
  ready = JSON.parse(line).ready;
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await receiver.stop();
});

/** The span's ancestors in its trace, nearest first. */
function ancestors(span: ReceivedSpan, trace: readonly ReceivedSpan[]): ReceivedSpan[] {
  const chain: ReceivedSpan[] = [];
  for (let parent = trace.find((s) => s.spanId === span.parentSpanId); parent; parent = trace.find((s) => s.spanId === parent!.parentSpanId)) chain.push(parent);
  return chain;
}

it('sends one trace holding the HTTP request, the append, the projections that applied the event, and the timer and email that followed', async () => {
  const buyer = new Client({ url: ready.url });
  for (const [k, v] of ready.jar) buyer.jar.set(k, v);
  // A trace context from a caller that is not a trusted proxy (tests run outside production: none is): not taken.
  const foreignTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const started = await buyer.post('/customers/create-customer-vehicle', {
    body: { vehicleId: ready.vehicleId }, headers: { traceparent: `00-${foreignTraceId}-00f067aa0ba902b7-01` },
  });
  expect(started.status).toBe(200);
  const streamId = transactionStreamId(started.body.transactionId);

  const request = await pollUntil(() => receiver.spans.find((s) => s.kind === 2 && Object.values(s.attributes).some((v) => String(v).includes('/api/customers/create-customer-vehicle'))),
    30_000, { what: 'the HTTP server span of the purchase step' });
  expect(request.service).toBe('marketplace-under-test');
  expect(request.traceId).not.toBe(foreignTraceId);
  expect(request.parentSpanId).toBeUndefined();

  const isAppend = (s: ReceivedSpan) => s.name === 'eventstore.append' && s.attributes['eventstore.stream.category'] === streamCategory(streamId);
  const trace = await pollUntil(() => {
    const spans = receiver.trace(request.traceId);
    const append = spans.find(isAppend);
    return append && spans.some((s) => s.name === 'projection.apply purchase.transaction-list' && s.parentSpanId === append.spanId) ? spans : null;
  }, 60_000, { what: "the append and the transaction list's apply in the request trace" });

  // The append happened inside the request; each apply is a child of the append, in another part of the server (the
  // projection runner's loop), reached through the event's metadata.
  const append = trace.find(isAppend)!;
  expect(ancestors(append, trace).map((s) => s.spanId)).toContain(request.spanId);
  const applies = trace.filter((s) => s.name.startsWith('projection.apply ') && s.parentSpanId === append.spanId);
  expect(applies.map((s) => s.attributes['projection.name'])).toContain('purchase.transaction-list');
  // The instrumentations: Fastify's handler spans and the pg queries, in the same trace.
  expect(trace.some((s) => s.attributes['db.system'] === 'postgresql' || s.attributes['db.system.name'] === 'postgresql')).toBe(true);
  expect(trace.some((s) => s.name.startsWith('handler - ') || s.attributes['fastify.type'] !== undefined)).toBe(true);

  // The stored event carries the context that the apply joined.
  const pg = new Pg({ connectionString: ready.databaseUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ metadata: { traceparent?: string } }>('select metadata from eventstore.events where stream_id = $1 order by stream_version limit 1', [streamId]);
    expect(rows[0].metadata.traceparent).toBe(`00-${request.traceId}-${append.spanId}-01`);
  } finally {
    await pg.end();
  }

  // The leads consumer scheduled the lead's delivery, due at once: its firing is in the trace, under the consumer's
  // apply (the deadline kept its context), and so is the email it sent (never its recipient).
  const followed = await pollUntil(() => {
    const spans = receiver.trace(request.traceId);
    const fire = spans.find((s) => s.name === 'timer.fire dealer.lead-delivery');
    const mail = fire && spans.find((s) => s.name === 'mail.send' && s.parentSpanId === fire.spanId);
    return fire && mail ? { spans, fire, mail } : null;
  }, 60_000, { what: 'the lead delivery timer and its email in the request trace' });
  const scheduler = followed.spans.find((s) => s.spanId === followed.fire.parentSpanId)!;
  expect(scheduler.name).toBe('projection.apply dealer.leads');
  expect(ancestors(followed.fire, followed.spans).map((s) => s.spanId)).toEqual(expect.arrayContaining([append.spanId, request.spanId]));
  expect(followed.fire.attributes).toMatchObject({ 'timer.kind': 'dealer.lead-delivery', 'timer.deferred': false });
  expect(followed.mail.attributes).toEqual({ 'mail.kind': 'dealer.lead', 'mail.attachments': 1 });

  // The lead's escalation (due in 15 minutes) is a deferred job: made due now, its firing starts a trace of its own,
  // linked to the span that scheduled it.
  const pg2 = new Pg({ connectionString: ready.databaseUrl });
  await pg2.connect();
  try {
    const { rows } = await pg2.query<{ trace: { link: boolean } }>(`select trace from platform.deadlines where kind = 'dealer.lead-escalation' and key = $1`, [started.body.transactionId]);
    expect(rows[0].trace).toMatchObject({ traceparent: `00-${request.traceId}-${scheduler.spanId}-01`, link: true });
    await pg2.query(`update platform.deadlines set due_at = now() where kind = 'dealer.lead-escalation' and key = $1`, [started.body.transactionId]);
  } finally {
    await pg2.end();
  }
  const escalation = await pollUntil(() => receiver.spans.find((s) => s.name === 'timer.fire dealer.lead-escalation' && s.links.some((l) => l.spanId === scheduler.spanId)),
    60_000, { what: 'the escalation timer linked to its scheduling span' });
  expect(escalation.traceId).not.toBe(request.traceId);
  expect(escalation.links).toEqual([{ traceId: request.traceId, spanId: scheduler.spanId }]);
  expect(escalation.attributes['timer.deferred']).toBe(true);

  // The server's log lines of that request carry its trace id.
  const logged = lines.filter((l) => l.startsWith('{') && !l.startsWith('{"ready"')).map((l) => JSON.parse(l) as { traceId?: string; msg?: string });
  expect(logged.filter((l) => l.traceId === request.traceId).length).toBeGreaterThan(0);
});

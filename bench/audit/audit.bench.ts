import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { disputeStreamId, UserType, vehicleStreamId } from '@marketplace/domain';
import { type Client } from '../../tests/support/http-client';
import { userOfType } from '../../tests/api/identity/support';
import { completeFormSteps, payDeposit, signContract, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../../tests/api/purchase/support';
import { pollUntil } from '../../tests/support/poll';
import { percentile, QUICK, record } from '../support/report';
import { BENCH_SECRETS } from '../support/server-process';
import { benchSearch, INDEXED, LONG_STREAM, PEOPLE, PURCHASE_EVENTS, seedAuditBench } from './audit-seed';

/**
 * Issue #15 and #46 figures, against a production-mode server, each with GET /api/health measured the same way in the
 * same run:
 * - search p99 over 1,000,000 indexed events and 100,000 people: the rows are inserted straight into audit.event_index
 *   with generate_series, exactly the columns and keys the audit.index projection writes for an event (stream, version,
 *   position, type, metadata, `keys`: stream id, correlation id, actor, transaction / vehicle / user ids, company);
 *   each person's blind-index terms (ADR 0078) are computed by the projection's own SearchTerms with the server's key
 *   and inserted into audit.search_terms; the event store itself is not filled (search reads only the index). The
 *   searches mix ids, whole and partial names, partial emails and phones;
 * - the first timeline page, with its summaries, of a 1,000-event purchase (a real purchase, extended with staff
 *   held-price changes);
 * - the first timeline page and the state at a version of a 10,000-event stream: a real vehicle stream, extended with
 *   VehiclePriceChanged events inserted into eventstore.events by generate_series, then indexed by the projection;
 * - the complete dispute bundle of a full purchase (form steps, licence, deposit, signed contract, then a card dispute
 *   opened on the stand-in) made through the API (issue #46).
 * Search is rate-limited per staff member (30 a minute): its requests rotate over enough staff members (quick mode's
 * 24 searches, each kind three times, and their 3 warm-ups are one staff member's).
 */
const SEARCHES = QUICK ? 24 : 600;
const SAMPLES = QUICK ? 5 : 25;
const TIMELINE_SAMPLES = QUICK ? 5 : 200;
let longPurchase: string;
let t: PurchaseTestServer;
let staff: Client[];
const image = readFileSync(path.join(__dirname, '../../tests/api/purchase/fixtures/gps.jpg'));

beforeAll(async () => {
  t = await startPurchaseServer({
    LOG_LEVEL: 'error', NODE_ENV: 'production', ...BENCH_SECRETS,
  }, { vehicles: 2 });
  staff = [];
  for (let i = 0; i < Math.ceil(SEARCHES / 25); i++) staff.push((await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Bench', lastName: `Staff${i}` })).client);
  ({ longPurchase } = await seedAuditBench(t));
}, 1_800_000);
afterAll(() => t?.stop());

/** The latency in ms of one GET with the cookie of `client`. */
async function timed(url: string, client: Client | null): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: client ? { cookie: client.cookieHeader() } : {} });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** Latencies in ms of `n` sequential GETs (after 3 warm-ups), each with the cookie of `clientOf(i)`. */
async function latencies(n: number, urlOf: (i: number) => string, clientOf: (i: number) => Client | null): Promise<number[]> {
  const one = (i: number) => timed(urlOf(i), clientOf(i));
  for (let i = 0; i < 3; i++) await one(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await one(i));
  return out;
}

const health = (n: number) => latencies(n, () => `${t.server.url}/api/health`, () => null);
const api = (p: string) => `${t.server.url}/api${p}`;

it(`audit search p99 over ${INDEXED.toLocaleString('en-CA')} indexed events`, async () => {
  // A mix of what support types (benchSearch): ids, whole and partial names, partial emails, phones (ADR 0078).
  const searches = await latencies(SEARCHES, (i) => api(`/audit/search?q=${encodeURIComponent(benchSearch(i))}`), (i) => staff[Math.floor(i / 25) % staff.length]);
  const baseline = await health(SEARCHES);
  const figure = record({
    id: 'audit.search.p99', issue: 46, name: `Audit search p99 over ${INDEXED.toLocaleString('en-CA')} indexed events and ${PEOPLE.toLocaleString('en-CA')} people`, unit: 'ms',
    rounds: [percentile(searches, 99)], baseline: { name: 'GET /api/health p99 (same requests)', rounds: [percentile(baseline, 99)] },
    target: { op: '<=', value: 30, of: 'value' },
    notes: `${SEARCHES} sequential searches (transaction, vehicle, correlation and stream ids; whole and partial names, partial emails, phones), each recorded on the searcher's access log; index rows and blind-index terms inserted as the projection writes them; p50 ${percentile(searches, 50).toFixed(1)} ms`,
  });
  expect(figure.value).toBeGreaterThan(0);
}, 600_000);

it(`timeline first page and state at a version of a ${LONG_STREAM.toLocaleString('en-CA')}-event stream`, async () => {
  const subject = vehicleStreamId(t.vehicleIds[1]);
  const admin = staff[0];
  const page = await latencies(SAMPLES, () => api(`/audit/subjects/${subject}/timeline?limit=50`), () => admin);
  // The state with snapshots (kept by the warm-ups), and without: each request after deleting the stream's snapshots, so
  // that it reads and folds the whole stream (and writes its snapshots again). Interleaved, in the same run.
  const stateUrl = (i: number) => api(`/audit/subjects/${subject}/state?version=${LONG_STREAM - 1 - i}`);
  for (let i = 0; i < 3; i++) await timed(stateUrl(i), admin);
  const state: number[] = [];
  const cold: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    state.push(await timed(stateUrl(i), admin));
    await sql`delete from audit.state_snapshots where stream_id = ${subject}`.execute(t.server.infra.db);
    cold.push(await timed(stateUrl(i), admin));
  }
  const baseline = await health(SAMPLES);
  const notes = `${SAMPLES} sequential requests each; the timeline is outlined from the links the audit index keeps; the state folds from the nearest snapshot (one every 500 events, ADR 0033)`;
  const base = { name: 'GET /api/health (median)', rounds: baseline };
  const timeline = record({
    id: 'audit.timeline.first-page', issue: 15, name: `Timeline first page (50 rows) of a ${LONG_STREAM.toLocaleString('en-CA')}-event subject`, unit: 'ms',
    rounds: page, baseline: base, target: { op: '<=', value: 100, of: 'value' }, notes,
  });
  const folded = record({
    id: 'audit.state-at-version', issue: 15, name: `State at a version in a ${LONG_STREAM.toLocaleString('en-CA')}-event stream`, unit: 'ms',
    rounds: state, baseline: base, target: { op: '<=', value: 200, of: 'value' }, notes,
  });
  const unsnapped = record({
    id: 'audit.state-at-version.no-snapshot', issue: 15, name: `State at a version in a ${LONG_STREAM.toLocaleString('en-CA')}-event stream, no snapshot kept`, unit: 'ms',
    rounds: cold, baseline: base,
    notes: `${SAMPLES} sequential requests, each after deleting the stream's snapshots (interleaved with the figure above): reads and folds the whole stream, then writes its snapshots`,
  });
  expect(timeline.value).toBeGreaterThan(0);
  expect(folded.value).toBeGreaterThan(0);
  expect(unsnapped.value).toBeGreaterThan(0);
}, 600_000);

it(`timeline with summaries, first page, of a ${PURCHASE_EVENTS.toLocaleString('en-CA')}-event purchase`, async () => {
  const admin = staff[0];
  const page = await latencies(TIMELINE_SAMPLES, () => api(`/audit/subjects/${longPurchase}/timeline?limit=50`), () => admin);
  const baseline = await health(TIMELINE_SAMPLES);
  const figure = record({
    id: 'audit.timeline.summaries.p99', issue: 46, name: `Timeline with summaries, first page (50 rows), of a ${PURCHASE_EVENTS.toLocaleString('en-CA')}-event purchase, p99`, unit: 'ms',
    rounds: [percentile(page, 99)], baseline: { name: 'GET /api/health p99 (same requests)', rounds: [percentile(baseline, 99)] },
    target: { op: '<=', value: 50, of: 'value' },
    notes: `${TIMELINE_SAMPLES} sequential first pages, each recording the staff view and the customer's name read; events read from the store for the page's summaries; p50 ${percentile(page, 50).toFixed(1)} ms`,
  });
  expect(figure.value).toBeGreaterThan(0);
}, 600_000);

it('dispute bundle of a full purchase', async () => {
  const buyer = await t.buyer();
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]);
  await completeFormSteps(buyer.client, transactionId, image);
  const { intent } = await payDeposit(buyer.client, transactionId);
  await signContract(buyer.client, transactionId);
  // The complete bundle is of a disputed purchase (issue #46): the card's issuer disputes the deposit.
  await t.server.standIn.dispute(intent.paymentIntentId);
  await pollUntil(async () => (await t.server.infra.store.readStream(disputeStreamId(transactionId))).length > 0);
  await t.waitForProjections();
  const bundles = await latencies(SAMPLES, (i) => api(`/audit/subjects/purchase-${transactionId}/bundle?lang=${i % 2 ? 'fr-ca' : 'en-ca'}`), () => staff[0]);
  const baseline = await health(SAMPLES);
  const figure = record({
    id: 'audit.bundle.full-purchase', issue: 46, name: 'Complete dispute bundle (ZIP) of a full, disputed purchase', unit: 'ms', rounds: bundles,
    baseline: { name: 'GET /api/health (median)', rounds: baseline }, target: { op: '<=', value: 2000, of: 'value' },
    notes: `${SAMPLES} sequential downloads: events, timeline PDF, every signed contract, the signature, the deposit receipt (drawn), order summary, access activity, Stripe records, evidence.json, manifest`,
  });
  expect(figure.value).toBeGreaterThan(0);
}, 600_000);

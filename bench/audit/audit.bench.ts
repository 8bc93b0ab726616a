import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { disputeStreamId, UserType, vehicleStreamId } from '@marketplace/domain';
import { type Client } from '../../tests/support/http-client';
import { userOfType } from '../../tests/api/identity/support';
import { completeFormSteps, payDeposit, signContract, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../../tests/api/purchase/support';
import { extendWithHeldPriceChanges, extendWithPriceChanges } from '../../tests/api/audit/support';
import { KeyedHasher } from '../../apps/server/src/platform/privacy/keys';
import { SearchTerms } from '../../apps/server/src/modules/audit/queries/search-subjects/search-terms';
import { pollUntil } from '../../tests/support/poll';
import { percentile, QUICK, record } from '../support/report';
import { BENCH_SECRETS } from '../support/server-process';

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
 * Search is rate-limited per staff member (30 a minute): its requests rotate over enough staff members.
 */
const INDEXED = QUICK ? 20_000 : 1_000_000;
const EVENTS_PER_SUBJECT = 10;
const LONG_STREAM = QUICK ? 1_000 : 10_000;
const SEARCHES = QUICK ? 60 : 600;
const SAMPLES = QUICK ? 5 : 25;
const PEOPLE = QUICK ? 2_000 : 100_000;
const PURCHASE_EVENTS = QUICK ? 200 : 1_000;
const TIMELINE_SAMPLES = QUICK ? 20 : 200;
const FIRST = ['Marie', 'Jean', 'Sophie', 'Louis', 'Émilie', 'François', 'Chloé', 'Mathieu', 'Zoé', 'Gabriel', 'Léa', 'Olivier', 'Camille', 'Félix', 'Anaïs', 'Samuel', 'Noémie', 'Thomas', 'Rosalie', 'William'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier', 'Dubé', 'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'Nadeau', 'Martin', 'Landry', 'Martel', 'Bédard', 'Grenier', 'Lessard', 'Bernier', 'Richard', 'Michaud', 'Hébert', 'Desjardins', 'Couture', 'Turcotte', 'Lachance', 'Parent', 'Blais', 'Gosselin'];
/** The n-th bench person (user id `user-bench-<n>`, the actor of the bench purchases' events). */
const person = (n: number) => ({
  FirstName: FIRST[n % FIRST.length], LastName: LAST[Math.floor(n / FIRST.length) % LAST.length],
  Email: `${FIRST[n % FIRST.length].toLowerCase()}.${LAST[Math.floor(n / FIRST.length) % LAST.length].toLowerCase()}${n}@example.ca`, Phone: `514${String(5_550_000 + n).padStart(7, '0')}`,
});
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
  const db = t.server.infra.db;
  // What the audit projection writes for INDEXED events of INDEXED / 10 purchases (10 events each), in one transaction
  // without the pool's 30 s statement timeout.
  await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    await sql`
    insert into audit.event_index (stream_id, stream_version, tx, pos, type, schema_version, recorded_at, actor, impersonator, brand, correlation_id, keys)
    select 'purchase-bench-' || s, v, 1, i, (array['TransactionStarted','StepSaved','DepositRequested','DepositPaid','ContractSigned'])[1 + i % 5], 1,
      now() - (i || ' seconds')::interval, 'user-bench-' || (s % ${PEOPLE}), null, 'shopicar', 'corr-bench-' || i,
      array['purchase-bench-' || s, 'corr-bench-' || i, 'user-bench-' || (s % ${PEOPLE}), 'tx-bench-' || s, 'veh-bench-' || (s % 20000), 'company:' || (s % 200)]
    from generate_series(1, ${INDEXED}) as i, lateral (select (i - 1) / ${EVENTS_PER_SUBJECT} as s, 1 + (i - 1) % ${EVENTS_PER_SUBJECT} as v) x`.execute(trx);
    await sql`analyze audit.event_index`.execute(trx);
  });

  // The people's blind-index terms, as the audit.index projection keeps them (its SearchTerms, the server's key).
  const terms = new SearchTerms(t.server.app.get(KeyedHasher, { strict: false }));
  for (let n = 0; n < PEOPLE; n += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, PEOPLE - n) }, (_, i) => n + i)
      .flatMap((p) => terms.of(person(p)).map((term) => ({ ...term, userId: `user-bench-${p}` })));
    await sql`
      insert into audit.search_terms (term, user_id, field, weight, version)
      select term, user_id, field, weight, 1
      from unnest(${rows.map((r) => r.term)}::text[], ${rows.map((r) => r.userId)}::text[], ${rows.map((r) => r.field)}::text[], ${rows.map((r) => r.weight)}::int[])
        as r(term, user_id, field, weight)
      on conflict (term, user_id) do nothing`.execute(db);
  }
  await sql`analyze audit.search_terms`.execute(db);

  // A vehicle stream of LONG_STREAM events: its listing, then price changes (as an import would record them).
  await extendWithPriceChanges(t, t.vehicleIds[1], LONG_STREAM);
  // A purchase of PURCHASE_EVENTS events: a real start, then staff changes of its held price.
  const buyer = await t.buyer();
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[1]);
  longPurchase = await extendWithHeldPriceChanges(t, transactionId, PURCHASE_EVENTS);
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
  const subjects = INDEXED / EVENTS_PER_SUBJECT;
  // A mix of what support types: a transaction id, a vehicle id, a correlation id, a stream id; a whole name, part of a
  // name, part of an email, a phone number in another format (ADR 0078).
  const query = (i: number) => {
    const s = (i * 7919) % subjects;
    const p = person((i * 7907) % PEOPLE);
    return [
      `tx-bench-${s}`, `veh-bench-${s % 20_000}`, `corr-bench-${1 + ((i * 104_729) % INDEXED)}`, `purchase-bench-${s}`,
      `${p.FirstName} ${p.LastName}`, `${p.FirstName.slice(0, 3)} ${p.LastName.slice(0, 4)}`, p.Email.slice(0, p.Email.indexOf('@') - 2),
      `(${p.Phone.slice(0, 3)}) ${p.Phone.slice(3, 6)}-${p.Phone.slice(6)}`,
    ][i % 8];
  };
  const searches = await latencies(SEARCHES, (i) => api(`/audit/search?q=${encodeURIComponent(query(i))}`), (i) => staff[Math.floor(i / 25) % staff.length]);
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

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { UserType, withVinCheckDigit } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { seedDemoCompanies } from '../../apps/server/src/modules/dealer/dealer.public';
import { purchaseHistory } from '../../apps/server/src/modules/purchase/integration-events/purchase-history.fixture';
import { PostgresEventStore } from '../../apps/server/src/platform/event-store/postgres-event-store';
import { userOfType } from '../../tests/api/identity/support';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { runInChild, statusSummary } from '../support/open-loop';
import { percentile, QUICK, record } from '../support/report';
import { BENCH_SECRETS, runCli, startServerProcess, waitUntil, type ServerProcess } from '../support/server-process';
import { pollUntil } from '../../tests/support/poll';

/**
 * Issue #14 figures: the company dashboard's statistics and the lead-management page at 100 requests/s, open loop, over
 * 200 companies and 100,000 leads (rows written straight into dealer.lead_intents, the projection both read; 60 days of
 * leads), against the production build in a process of its own, the load from another (latency counted from each
 * request's due time). Baseline in the same run: GET /api/health at the same rate. Also, in process: the leads
 * projection's rebuild rate over purchase store events, and a 10,000-row inventory CSV import end to end.
 */
const COMPANIES = 200;
const LEADS = QUICK ? 5_000 : 100_000;
const SECONDS = QUICK ? 1 : 10;
const ROUNDS = QUICK ? 1 : 3;
let server: TestServer;
/** The production build over the same database: what the HTTP figures measure. */
let measured: ServerProcess;


beforeAll(async () => {
  server = await startTestServer({
    LOG_LEVEL: 'error', NODE_ENV: 'production', ...BENCH_SECRETS,
  });
  const db = server.infra.db;
  await sql`delete from dealer.lead_intents where lead_id like 'bench-%'`.execute(db);
  await sql`
    insert into dealer.lead_intents (lead_id, type, status, company_id, customer_user_id, vehicle_id, year, make, model, brand, created_at, updated_at, timeline)
    select 'bench-' || i, (array['buy_online','trade_in','credit'])[1 + i % 3], (array['new','contacted','deposit','signed','lost'])[1 + i % 5],
      1 + i % ${COMPANIES}, 'user-' || i, 'veh-' || i, 2018 + i % 8, (array['Honda','Toyota','Mazda','Ford','Hyundai'])[1 + i % 5],
      (array['Civic','Corolla','CX-5','F-150','Elantra','Accord','RAV4'])[1 + i % 7], null,
      now() - ((i % (60 * 24)) * interval '1 hour'), now(), '[]'::jsonb
    from generate_series(1, ${LEADS}) as i`.execute(db);
  await sql`analyze dealer.lead_intents`.execute(db);
  measured = await startServerProcess(server.databaseUrl, { RUN_PROJECTIONS: 'false' });
});
afterAll(async () => {
  await measured?.stop();
  await sql`delete from dealer.lead_intents where lead_id like 'bench-%'`.execute(server.infra.db);
  await server?.stop();
});

/** p99 of each round at 100 requests/s (after a warm-up of the path itself); every answer must be a 200. */
async function rounds(path: string, cookie: string) {
  for (let i = 0; i < (QUICK ? 20 : 100); i++) await (await fetch(measured.base + path, { headers: { cookie } })).arrayBuffer();
  const p99: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const run = await runInChild(measured.base, [path], 100, SECONDS, { cookie });
    if (run.statuses.size !== 1 || !run.statuses.has(200)) throw new Error(`${path}: ${statusSummary(run.statuses)}`);
    p99.push(percentile(run.latencies, 99));
  }
  return p99;
}

it('dashboard statistics and lead management p99 at 100 requests/s over 200 companies and 100,000 leads', async () => {
  const dealer = await userOfType(server, UserType.Dealer, { companyId: 7 });
  const team = await userOfType(server, UserType.TeamMember);
  const baseline = await rounds('/api/health', dealer.client.cookieHeader());
  const dashboard = await rounds('/api/company/get-lead-statistics', dealer.client.cookieHeader());
  const filters = new URLSearchParams({
    companyId: '7', type: 'buy_online', make: 'Honda', model: 'Civic', status: 'new', startDate: '2020-01-01', endDate: '2100-01-01', id: 'bench-7',
    name: 'First9 Last9',
  });
  const leads = await rounds(`/api/company/get-leads?${filters.toString()}`, team.client.cookieHeader());
  const notes = `${LEADS} leads over ${COMPANIES} companies and 60 days; ${SECONDS} s a round at 100 req/s, open loop; production build in its own process`;
  const baselineFigure = { name: 'GET /api/health p99 at 100 req/s', rounds: baseline };
  const stats = record({
    id: 'dealer.statistics.p99', issue: 14, name: 'Company dashboard statistics (last 10 days) p99 at 100 req/s', unit: 'ms', rounds: dashboard,
    baseline: baselineFigure, target: { op: '<=', value: 50, of: 'value' }, notes,
  });
  const page = record({
    id: 'dealer.lead-management.p99', issue: 14, name: 'Lead-management page, every filter, p99 at 100 req/s', unit: 'ms', rounds: leads,
    baseline: baselineFigure, target: { op: '<=', value: 30, of: 'value' }, notes,
  });
  // Measured after the two figures above are recorded: on an overloaded host this heavier read may be shed (503).
  const allCompanies = await rounds('/api/company/get-leads', team.client.cookieHeader());
  record({
    id: 'dealer.lead-management-all.p99', issue: 14, name: 'Lead-management page, staff, every company, last 30 days, p99 at 100 req/s', unit: 'ms',
    rounds: allCompanies, baseline: baselineFigure, notes,
  });
  expect(stats.value).toBeGreaterThan(0);
  expect(page.value).toBeGreaterThan(0);
});

/**
 * Nothing else runs in the in-process server: every projection caught up, and no deadline due (the purchases' timers,
 * the leads' deliveries: firing them appends events and wakes projections, which measured the rebuild at about half its
 * rate on the same host, 6,700 instead of 12,000 events/s).
 */
async function settled() {
  await waitUntil('every projection and due timer to settle', 900_000, async () => {
    await server.infra.projections.waitFor(undefined, undefined, 900_000);
    const { rows } = await sql<{ due: number }>`select count(*)::int as due from platform.deadlines where fired_at is null and due_at <= now()`.execute(server.infra.db);
    return rows[0].due === 0;
  });
  await server.infra.projections.waitFor(undefined, undefined, 900_000);
}

it('leads projection rebuild rate over purchase store events', async () => {
  // The quick run only proves the bench runs: 60 purchases to settle, each kind of the fixture's among them (signed,
  // cancelled and refunded, with a lead); with 2,000, this file was 160 s of CI's 409-s quick bench.
  const transactions = QUICK ? 60 : 20_000;
  // The fixture's buyers ('user-<n>') as UUIDs of no account: the live email and delivery timers find no one to write to.
  const streams = purchaseHistory(transactions).streams.map((st) => ({
    ...st, events: st.events.map((e) => ('userId' in (e.data as object) ? { ...e, data: { ...(e.data as object), userId: randomUUID() } } : e)),
  }));
  const store = server.infra.store as PostgresEventStore;
  for (let i = 0; i < streams.length; i += 2_000) expect(await store.appendNewStreams(streams.slice(i, i + 2_000))).toBe(true);
  await settled();
  const rates: number[] = [];
  let events = 0;
  for (let r = 0; r < ROUNDS; r++) {
    // What an operator runs, `npm run projections -- rebuild leads`: the production build's CLI, in a process of its
    // own (inside Jest's module sandbox every global lookup is slower; zod's parse took 4.6 times as long there).
    const out = await runCli(server.databaseUrl, ['projections', 'rebuild', 'leads']);
    const summary = out.match(/rebuilt dealer\.leads: (\d+) events in ([\d.]+) ms/);
    if (!summary) throw new Error(`no rebuild summary in: ${out}`);
    events = Number(summary[1]);
    rates.push(events / (Number(summary[2]) / 1000));
  }
  record({
    id: 'dealer.leads.rebuild.rate', issue: 14, name: `Leads projection rebuild (${transactions.toLocaleString('en-CA')} purchases, translator included)`,
    unit: 'events/s', rounds: rates, target: { op: '>=', value: 50_000, of: 'value' },
    notes: `${events} store events read per rebuild (translated to public events, inbox, lead rows and intents), by \`npm run projections -- rebuild leads\` on the production build`,
  });
  expect(events).toBeGreaterThan(0);
}, 600_000);

const IMPORT_ROWS = QUICK ? 1_000 : 10_000;
it(`a ${IMPORT_ROWS.toLocaleString('en-CA')}-row inventory CSV imports end to end (upload to done)`, async () => {
  await seedCatalogReference(server.infra.db);
  await seedDemoCompanies(server.infra.store);
  const dealer = await userOfType(server, UserType.Dealer, { companyId: 3 });
  await server.infra.projections.waitFor();
  const rows = IMPORT_ROWS;
  const header = 'vin,condition,trimId,year,kilometres,exteriorColourId,interiorColourId,price';
  const seconds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const lines = Array.from({ length: rows }, (_, i) => `${withVinCheckDigit(`2T3R1RFV1S${r}${String(i).padStart(6, '0')}`)},used,1022,2022,${i},5,1,25000`);
    const started = Date.now();
    const queued = await dealer.client.post('/notification/import-inventory', { body: { fileName: `bench-${r}.csv`, content: [header, ...lines].join('\n') } });
    if (queued.status !== 202) throw new Error(`import: ${queued.status} ${JSON.stringify(queued.body)}`);
    const done = await pollUntil(async () => {
      const { body } = await dealer.client.get('/notification/get-notifications-import-status', { query: { importId: queued.body.importId } });
      return body.status === 'done' ? body : null;
    }, 120_000, { everyMs: 50 });
    seconds.push((Date.now() - started) / 1000);
    expect(done.importedRows).toBe(rows);
  }
  record({
    id: 'dealer.inventory-import.seconds', issue: 14, name: `${IMPORT_ROWS.toLocaleString('en-CA')}-row inventory CSV import, upload to done`, unit: 's', rounds: seconds,
    target: { op: '<=', value: 30, of: 'value' }, notes: 'rows validated, listed through the catalog in chunks of 500, progress after each chunk',
  });
}, 600_000);

import { withVinCheckDigit } from '@marketplace/domain';
import { customerGets, prepareCustomer } from '../support/customer-fixture';
import { runInChild, statusSummary } from '../support/open-loop';
import { percentile, QUICK, record } from '../support/report';
import { dropDatabase, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Issue #18: resident memory under 10 minutes of mixed traffic at 200 requests/s grows less than 10 % after the first
 * minute (no leak; every cache bounded). Production build in its own process; two load processes at once, open loop:
 * anonymous browsing (health, inventory searches each a query of its own so the page cache keeps meeting new keys,
 * vehicle pages, VIN decodes) at 150 req/s and a signed-in customer's pages at 50 req/s. RSS is read from /proc every
 * second. Quick mode: 5 s at a third of the rate over 60 vehicles, the first second standing for the first minute.
 */
const SECONDS = QUICK ? 5 : 600;
const WARM_SECONDS = QUICK ? 1 : 60;
// The quick run (CI) only checks that the soak works: a third of the rate, which a 2-core CI host holds with every
// answer a 200 while it also runs the suite's leftovers; the full run is the issue's 200 req/s.
const ANONYMOUS_RATE = QUICK ? 50 : 150;
const CUSTOMER_RATE = QUICK ? 15 : 50;
const RATE = ANONYMOUS_RATE + CUSTOMER_RATE;
const VINS = ['2HGFE2F50SH000001', '2T1BURHE0SC000002', '1FTFW1E50SF000003', 'YV1AB12C0R1000005'].map(withVinCheckDigit);

it(`server RSS over ${SECONDS} s of mixed traffic at ${RATE} req/s`, async () => {
  const fixture = await prepareCustomer({ vehicles: QUICK ? 60 : 1_000 });
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess(fixture.databaseUrl);
    const gets = customerGets(fixture);
    const anonymous = [
      '/api/health',
      '/api/catalog/vehicles?priceMin={i}',
      '/api/catalog/vehicles?sort=price&priceMax={i}000', // at most 90,000 × 1,000 cents: under the contract's cap
      ...fixture.vehicleIds.slice(0, 200).map((id) => `/api/catalog/vehicles/${id}`),
      ...VINS.map((vin) => `/api/tradein/vin-decode?vin=${vin}`),
    ];
    // Interleave: every 10th anonymous request a search, every 50th a health check; the rest vehicle pages and decodes.
    const anonymousPaths = Array.from({ length: 1_000 }, (_, i) =>
      i % 50 === 0 ? anonymous[0] : i % 10 === 1 ? anonymous[1] : i % 10 === 2 ? anonymous[2] : anonymous[3 + (i % (anonymous.length - 3))]);
    const customerPaths = gets.flatMap((g) => g.paths.slice(0, 3));
    const samples: { t: number; rss: number }[] = [];
    const t0 = performance.now();
    const sampler = setInterval(() => samples.push({ t: (performance.now() - t0) / 1000, rss: server!.rssMb() }), 1_000);
    let runs;
    try {
      runs = await Promise.all([
        runInChild(server.base, anonymousPaths, ANONYMOUS_RATE, SECONDS),
        runInChild(server.base, customerPaths, CUSTOMER_RATE, SECONDS, { cookie: fixture.cookie }),
      ]);
    } finally {
      clearInterval(sampler);
    }
    const atWarm = samples.find((s) => s.t >= WARM_SECONDS)!;
    const last = samples[samples.length - 1];
    const peak = Math.max(...samples.map((s) => s.rss));
    const growth = (last.rss - atWarm.rss) / atWarm.rss;
    const statuses = new Map<number, number>();
    for (const run of runs) for (const [s, n] of run.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
    const every = Math.max(1, Math.floor(samples.length / 10));
    const curve = samples.filter((_, i) => i % every === 0).map((s) => `${Math.round(s.t)}s ${s.rss.toFixed(0)}`).join(', ');
    record({
      id: 'server.rss.soak.growth', issue: 18, name: `Server RSS growth after the first ${WARM_SECONDS} s, ${SECONDS} s at ${RATE} req/s mixed`, unit: 'ratio',
      rounds: [growth], target: { op: '<=', value: 0.1, of: 'value' },
      notes: `RSS ${atWarm.rss.toFixed(1)} MB at ${WARM_SECONDS} s, ${last.rss.toFixed(1)} MB at the end, peak ${peak.toFixed(1)} MB; `
        + `MB over time: ${curve}; p99 anonymous ${percentile(runs[0].latencies, 99).toFixed(1)} ms, signed-in ${percentile(runs[1].latencies, 99).toFixed(1)} ms; `
        + `statuses ${statusSummary(statuses)}`,
    });
    record({
      id: 'server.rss.soak.end', issue: 18, name: `Server RSS after ${SECONDS} s at ${RATE} req/s mixed`, unit: 'MB', rounds: [last.rss],
      baseline: { name: `RSS at ${WARM_SECONDS} s`, rounds: [atWarm.rss] },
    });
    expect([...statuses.keys()].sort()).toEqual([200]);
  } finally {
    await server?.stop();
    await dropDatabase(fixture.databaseUrl);
  }
}, 1_200_000);

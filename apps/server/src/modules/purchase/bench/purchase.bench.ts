import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { busyShare, hostCpu, processCpuMs } from '../../../../../../bench/support/cpu';
import { runLockMixInChild } from '../../../../../../bench/support/lock-mix';
import { runInChild, statusSummary } from '../../../../../../bench/support/open-loop';
import { percentile, QUICK, record } from '../../../../../../bench/support/report';
import { BENCH_SECRETS, startServerProcess, type ServerProcess } from '../../../../../../bench/support/server-process';
import { userOfType } from '../../../../../../tests/api/identity/support';
import { startTestServer } from '../../../../../../tests/support/server';
import { seedCatalogDemo } from '../../catalog/catalog.public';
import { computeDeal, taxesFor } from '@marketplace/domain';
import { renderContract, type ContractData } from '../adapters/contract-pdf';

/**
 * Issue #6 performance: contract PDF p95 ≤ 500 ms. Lock endpoint over 1,000 vehicles, open loop: issue #6 asked p99
 * ≤ 50 ms at 200 requests/s; issue #18 asks p99 ≤ 20 ms and ≤ 3× GET /api/health at 500 requests/s, each round
 * against health at the same rate.
 */
const LOCK_RATE = 500;

async function contractData(): Promise<ContractData> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M10 90 C 60 10, 120 110, 180 40 S 300 100, 390 30" stroke="#123" stroke-width="4" fill="none"/></svg>';
  return {
    transactionId: 'c1a1b2c3-0000-4000-8000-000000000001', signedAt: '2026-03-02T15:00:00.000Z', languages: ['fr', 'en'],
    dealer: { name: 'Auto Boulevard Montréal', city: 'Montréal', province: 'QC' },
    buyer: { name: 'Marie Tremblay', companyName: null, address: '1 rue Sainte-Catherine O, Montréal QC H2X 1Y4', phone: '514 555-1234' },
    coApplicant: null,
    vehicle: { year: 2024, make: 'Honda', model: 'Civic', trim: 'Sport', vin: '1HGCM82633A004352', kilometres: 12_345, condition: 'used' },
    deal: computeDeal({
      province: 'QC', taxes: taxesFor('QC', { on: '2026-03-02' }), productPrice: 2_899_500, protectionPlanPrice: 149_900, deliveryPrice: 49_900,
      vehicleCondition: 'used', tradeIn: { value: 500_000, balanceOwed: 100_000 }, deposit: 25_000, method: 'finance', downPayment: 200_000,
      termMonths: 72, ratePercent: 6.99, frequency: 26, lease: null,
    }),
    tradeIn: { year: 2019, make: 'Honda', model: 'Civic', vin: '2HGFC2F59KH000001', kilometres: 88_000 },
    protectionPlan: { nameEn: 'Essential', nameFr: 'Essentiel', coverageMonths: 36, coverageKm: 60_000 },
    delivery: { method: 'delivery', date: '2026-03-05', touchless: true, address: '10 boul. Le Carrefour, Laval QC H7T 1C8' },
    signature: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

function minimalPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Hello').end();
  });
}

async function timed(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

it('contract PDF generation p95 (two languages, signature image)', async () => {
  const data = await contractData();
  await timed(() => renderContract(data), 5); // warm up
  const rounds: number[] = [];
  const baseline: number[] = [];
  for (let r = 0; r < (QUICK ? 1 : 5); r++) {
    rounds.push(percentile(await timed(() => renderContract(data), QUICK ? 10 : 60), 95));
    baseline.push(percentile(await timed(minimalPdf, QUICK ? 10 : 60), 95));
  }
  const f = record({
    id: 'purchase.contract-pdf.p95', issue: 6, name: 'Contract PDF generation p95', unit: 'ms', rounds,
    baseline: { name: 'one-line PDF', rounds: baseline }, target: { op: '<=', value: 500, of: 'value' },
  });
  expect(f.value).toBeGreaterThan(0);
});

it(`lock endpoint p99 at ${LOCK_RATE} requests/s over 1,000 vehicles`, async () => {
  // Prepared in process (vehicles, buyers signed in); measured against the production build in a process of its own,
  // the load from a third (the lock mix, open loop), so that no two of them share an event loop.
  const server = await startTestServer({ LOG_LEVEL: 'error', ...BENCH_SECRETS });
  let measured: ServerProcess | null = null;
  try {
    await seedCatalogDemo({ db: server.infra.db, store: server.infra.store }, { vehicles: QUICK ? 50 : 1000, seed: 3, now: new Date('2026-03-01T12:00:00Z') });
    await server.infra.projections.waitFor();
    const ids = (await server.infra.db.selectFrom('catalog.vehicle_listings').select('id').execute()).map((r) => r.id as string);
    const users = [];
    const buyers = QUICK ? 4 : 40;
    for (let i = 0; i < buyers; i += 10) users.push(...(await Promise.all(Array.from({ length: Math.min(10, buyers - i) }, () => userOfType(server, 8)))));
    // Each buyer's cookies as their browser keeps them: the session and the CSRF cookie bound to it (any API GET hands
    // one out). Without the CSRF cookie the server would mint and set a new pair on every call, which no browser causes.
    for (const u of users) await u.client.get('/user/current');
    const cookies = users.map((u) => u.client.cookieHeader());
    if (!users.every((u) => u.client.jar.has('XSRF-TOKEN'))) throw new Error('a buyer has no CSRF cookie');
    // Each of the 40 buyers (4 in quick mode) stands for many: the per-buyer cap of live locks (3) would turn most of the
    // mix into cheap refusals, so it is lifted here to keep measuring lock appends (each new lock still claims its Redis lease).
    measured = await startServerProcess(server.databaseUrl, { LOG_LEVEL: 'error', RUN_PROJECTIONS: 'false', LIVE_LOCKS_PER_BUYER: '100000' });
    await runLockMixInChild(measured.base, ids, cookies, 200, QUICK ? 0.5 : 1, 1); // warm up
    const rounds: number[] = [];
    const baseline: number[] = [];
    let statuses = new Map<number, number>();
    // What limits the figure on a loaded host: the server's CPU per call, and how busy both cores were (server,
    // PostgreSQL, Redis and the load generator share them).
    const serverCpuPerCall: string[] = [];
    const hostBusy: string[] = [];
    for (let r = 0; r < (QUICK ? 1 : 3); r++) {
      const [cpu0, host0] = [processCpuMs(measured.pid), hostCpu()];
      const lock = await runLockMixInChild(measured.base, ids, cookies, LOCK_RATE, QUICK ? 0.5 : 10, 42 + r);
      serverCpuPerCall.push(((processCpuMs(measured.pid) - cpu0) / lock.latencies.length).toFixed(2));
      hostBusy.push((100 * busyShare(host0, hostCpu())).toFixed(0));
      rounds.push(percentile(lock.latencies, 99));
      statuses = lock.statuses;
      baseline.push(percentile((await runInChild(measured.base, ['/api/health'], LOCK_RATE, QUICK ? 0.5 : 5)).latencies, 99));
    }
    const notes = `statuses of the last round: ${statusSummary(statuses)}; server CPU per call ${serverCpuPerCall.join(' / ')} ms, `
      + `host CPU busy ${hostBusy.join(' / ')} % by round (2 cores); production build in its own process, the load from another (open loop)`;
    const name = `Lock endpoint p99 at ${LOCK_RATE} req/s over 1,000 vehicles`;
    const health = { name: `GET /api/health at ${LOCK_RATE} req/s`, rounds: baseline };
    const f = record({ id: 'purchase.lock.p99', issue: 18, name, unit: 'ms', rounds, baseline: health, target: { op: '<=', value: 20, of: 'value' }, notes });
    record({ id: 'purchase.lock.p99.ratio', issue: 18, name: `${name}, against health`, unit: 'ms', rounds, baseline: health, target: { op: '<=', value: 3, of: 'ratio' }, notes });
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect(f.value).toBeGreaterThan(0);
  } finally {
    await measured?.stop();
    await server.stop();
  }
});

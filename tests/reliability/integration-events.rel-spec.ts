import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { LEADS_CONSUMER } from '../../apps/server/src/modules/dealer/dealer.public';
import { purchaseHistory } from '../../apps/server/src/modules/purchase/integration-events/purchase-history.fixture';
import { comparePositions, Expected, type GlobalPosition, START } from '../../apps/server/src/platform/event-store/event-store.port';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-services';
import { countingConsumers, createCountingTables } from './integration-events.counting';
import { databaseTools } from './support';

/**
 * Issue #11 reliability: a process delivering integration events is killed -9 (once inside an open batch, once while it
 * runs freely over a backlog), one consumer's checkpoint is set back (a redelivery of everything), and after a restart
 * every consumer has handled each public event exactly once in effect.
 */
let pg: PrivatePostgres;
let tools: ReturnType<typeof databaseTools>;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  pg = await startPrivatePostgres('reliability-integration-events');
  tools = databaseTools(pg.url);
  await tools.migrate();
  await createCountingTables(tools.db);
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await tools?.close();
  await pg?.destroy();
});

interface Worker {
  /** Resolves with the first stdout line `matches` accepts (rejects if the process exits first). */
  line(matches: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['-r', path.resolve(__dirname, '../support/register-ts.js'), path.resolve(__dirname, 'integration-events.worker.ts')], {
    env: { ...process.env, DATABASE_URL: pg.url, BATCH_SIZE: '40', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => { children.delete(child); resolve(); }));
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (l) => { lines.push(l); waiters.forEach((w) => w()); });
  return {
    line(matches, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => { cleanup(); reject(new Error('worker line not seen in time')); }, timeoutMs);
        const check = () => {
          const found = lines.find(matches);
          if (found !== undefined) { cleanup(); resolve(found); }
        };
        const cleanup = () => { clearTimeout(timer); waiters.delete(check); };
        exited.then(() => { cleanup(); reject(new Error(`worker exited (${child.exitCode}) before the line`)); });
        waiters.add(check);
        check();
      });
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function appendHistory(count: number) {
  const history = purchaseHistory(count);
  for (const s of history.streams) await tools.store.appendToStream(s.streamId, s.events, Expected.noStream);
  return history.expected;
}

const total = (expected: Record<string, number>[]) => expected.flatMap((e) => Object.values(e)).reduce((a, b) => a + b, 0);
const leadTypes = ['purchase.transaction-started.v1', 'purchase.deposit-paid.v1', 'purchase.contract-signed.v1', 'purchase.transaction-cancelled.v1', 'purchase.lead-submitted.v1'];
const checkpointOf = async (name: string): Promise<GlobalPosition> => {
  const { rows } = await tools.pool.query<{ t: string; p: string }>(
    'select transaction_id::text as t, global_position::text as p from platform.projection_checkpoints where name = $1', [name]);
  return rows[0] ? { transactionId: rows[0].t, position: rows[0].p } : START;
};

it('killed -9 while delivering and restarted, every consumer has handled each event exactly once in effect', async () => {
  const published = [await appendHistory(150)];

  // 1. Killed inside an open batch: its effects and inbox rows are written, the commit never comes.
  const first = startWorker({ HOLD_AT_BATCH: 'reliability.counting-a:3' });
  await first.line((l) => l === 'holding');
  await first.kill('SIGKILL');

  // 2. A larger backlog, and killed again while it runs freely through it.
  published.push(await appendHistory(300));
  const second = startWorker({});
  await second.line((l) => l.startsWith('committed reliability.counting-b'));
  await second.line((l) => l.startsWith(`committed ${LEADS_CONSUMER}`));
  await second.kill('SIGKILL');
  // The kill interrupted delivery: some consumer still had events to go.
  const head = await tools.store.headPosition();
  const behind = [];
  for (const name of [LEADS_CONSUMER, ...countingConsumers.map((c) => c.name)]) {
    if (comparePositions(await checkpointOf(name), head) < 0) behind.push(name);
  }
  expect(behind.length).toBeGreaterThan(0);

  // 3. At least once: counting-b is delivered everything again from the start.
  await tools.pool.query(`update platform.projection_checkpoints set transaction_id = '0'::xid8, global_position = 0 where name = 'reliability.counting-b'`);
  const third = startWorker({ CATCH_UP: '1' });
  await third.line((l) => l === 'caught-up');
  await third.kill('SIGTERM');

  const expectedEvents = total(published);
  for (const c of countingConsumers) {
    const { rows } = await sql<{ n: number; twice: number; inbox: number }>`
      select (select count(*)::int from ${sql.id(c.schema, 'handled')}) as n,
             (select count(*)::int from ${sql.id(c.schema, 'handled')} where times <> 1) as twice,
             (select count(*)::int from ${sql.id(c.schema, c.inboxTable)}) as inbox`.execute(tools.db);
    expect([c.name, rows[0]]).toEqual([c.name, { n: expectedEvents, twice: 0, inbox: expectedEvents }]);
  }
  const leads = await tools.pool.query<{ n: number }>('select count(*)::int as n from dealer.leads');
  expect(leads.rows[0].n).toBe(published.reduce((sum, e) => sum + leadTypes.reduce((s, t) => s + (e[t] ?? 0), 0), 0));

  // The leads after all this equal a rebuild from the log.
  const snapshot = async () => (await sql<{ r: string }>`select to_jsonb(l)::text as r from dealer.leads l`.execute(tools.db)).rows.map((r) => r.r).sort();
  const live = await snapshot();
  await tools.runner.rebuild(LEADS_CONSUMER);
  expect(await snapshot()).toEqual(live);
});

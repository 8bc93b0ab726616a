import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const { summarize } = require('./promoted-garbage.js') as {
  summarize(profile: unknown, rows?: number): { totalBytes: number; sites: { name: string; bytes: number }[] };
};

const PRELOAD = path.join(__dirname, 'promoted-garbage-preload.js');

/**
 * A process that allocates two kinds of objects: some it keeps across many scavenges and then drops (a major GC
 * collects them), some it drops at once (a scavenge collects them). Then it asks for the profile, as `kill -USR2` does.
 */
const SCRIPT = `
const sampling = () => globalThis[Symbol.for('promoted-garbage.sampling')] === true;
const file = process.env.PROMOTED_GARBAGE_OUT;
function keptAWhile() { const kept = []; for (let i = 0; i < 20000; i++) kept.push({ i, text: 'kept ' + i, list: [i, i + 1] }); return kept; }
function diesYoung() { let last; for (let i = 0; i < 200000; i++) last = { i, text: 'young ' + i }; return last; }
(async () => {
  while (!sampling()) await new Promise((r) => setImmediate(r));
  let kept = keptAWhile();
  for (let round = 0; round < 20; round++) diesYoung(); // many scavenges while 'kept' is alive: it is promoted
  global.gc({ type: 'minor' }); // the young garbage dies in scavenges: not reported
  global.gc({ type: 'minor' });
  kept = null;
  global.gc(); // a major GC collects what was promoted: reported
  process.kill(process.pid, 'SIGUSR2');
  while (!require('node:fs').existsSync(file)) await new Promise((r) => setTimeout(r, 10));
})();
`;

async function profileOf(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'promoted-garbage-'));
  const out = path.join(dir, 'p.heapprofile');
  try {
    await promisify(execFile)(process.execPath, ['--expose-gc', '--require', PRELOAD, '-e', SCRIPT], {
      env: { ...process.env, PROMOTED_GARBAGE_OUT: out, PROMOTED_GARBAGE_DELAY_MS: '0', ...env }, timeout: 60_000,
    });
    return summarize(JSON.parse(readFileSync(out, 'utf8')), 50);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const bytesOf = (s: { sites: { name: string; bytes: number }[] }, fn: string) =>
  s.sites.filter((x) => x.name.startsWith(`${fn} `)).reduce((a, x) => a + x.bytes, 0);

describe('tools/heap/promoted-garbage', () => {
  it('reports what outlived the scavenges and died in the old generation, not what died young', async () => {
    const summary = await profileOf({});
    expect(bytesOf(summary, 'keptAWhile')).toBeGreaterThan(500_000);
    expect(bytesOf(summary, 'diesYoung')).toBeLessThan(bytesOf(summary, 'keptAWhile') / 4);
  }, 90_000);

  it('with PROMOTED_GARBAGE_ALL=1 reports what the scavenges collected too', async () => {
    const summary = await profileOf({ PROMOTED_GARBAGE_ALL: '1' });
    expect(bytesOf(summary, 'diesYoung')).toBeGreaterThan(bytesOf(summary, 'keptAWhile'));
  }, 90_000);
});

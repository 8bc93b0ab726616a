import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALONE, shardFiles, SUITES, type Suite } from '../../tests/support/shard';

/**
 * `npm test` runs the integration and e2e suites as shards (tests/support/shard.ts, ADR 0093): every spec file that
 * Jest's project would run alone must be in exactly one shard, or CI stops running it without a word.
 */
const root = path.resolve(__dirname, '../..');
const shardsDir = path.join(root, 'tests/shards');

/** The shard files of a suite, as `runShard(suite, index, count)` calls. */
function shardCalls(suite: Suite): { file: string; index: number; count: number }[] {
  return readdirSync(shardsDir)
    .filter((f) => f.startsWith(`${suite}-`) && f.endsWith('.shard.ts'))
    .map((file) => {
      const call = /runShard\('(\w+)', (\d+), (\d+)\)/.exec(readFileSync(path.join(shardsDir, file), 'utf8'));
      if (!call || call[1] !== suite) throw new Error(`${file} does not run a shard of ${suite}`);
      return { file, index: Number(call[2]), count: Number(call[3]) };
    });
}

/** The files that Jest's project matches when it runs file by file (JEST_SHARDS unset). */
function filesJestRuns(suite: Suite): string[] {
  const previous = process.env.JEST_SHARDS;
  delete process.env.JEST_SHARDS;
  let config: { projects: { displayName: string; testMatch: string[] }[] } | undefined;
  jest.isolateModules(() => {
    config = require('../../jest.config.js');
  });
  if (previous !== undefined) process.env.JEST_SHARDS = previous;
  const project = config!.projects.find((p) => p.displayName === suite)!;
  const patterns = project.testMatch.map((p) => p.replace('<rootDir>/', ''));
  const micromatch = require('micromatch') as { isMatch: (file: string, patterns: string[]) => boolean };
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (micromatch.isMatch(rel, patterns)) found.push(rel);
    }
  };
  for (const top of ['apps', 'libs', 'tests', 'tools']) walk(top);
  return found.sort();
}

describe.each(Object.keys(SUITES) as Suite[])('the %s shards', (suite) => {
  it('are numbered 1 to n, each knowing n', () => {
    const calls = shardCalls(suite);
    expect(calls.length).toBeGreaterThan(0);
    const n = calls.length;
    expect(calls.map((c) => c.count)).toEqual(calls.map(() => n));
    expect(calls.map((c) => c.index).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });

  it('with the files that run alone, run every spec file Jest would run alone, each exactly once', () => {
    const calls = shardCalls(suite);
    const sharded = [...calls.flatMap((c) => shardFiles(suite, c.index, c.count)), ...ALONE[suite]];
    expect(new Set(sharded).size).toBe(sharded.length);
    expect([...sharded].sort()).toEqual(filesJestRuns(suite));
  });
});

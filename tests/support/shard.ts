import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Shards: several spec files run in one Jest test file (ADR 0093). Jest gives every test file a module registry of its
 * own, so each file loaded the whole server again: 3,300 modules, about 1.5–3 s of CPU, before its first test, and
 * that was a third of what the integration stages spent. `npm test` (JEST_SHARDS=1) runs each suite as a few shards
 * instead; each spec file still runs inside a `describe` named by its path, with its own hooks, servers and databases,
 * in the order it would alone. A spec run by itself (`npx jest --testPathPatterns <file>`) runs as it always did.
 */
const root = path.resolve(__dirname, '../..');

/** The spec files of a suite, as its Jest project matches them (jest.config.js), sorted by path. */
export const SUITES = {
  integration: { dirs: ['apps/server/src', 'tests/api'], suffix: '.int-spec.ts' },
  e2e: { dirs: ['tests/e2e'], suffix: '.e2e-spec.ts' },
} as const;
export type Suite = keyof typeof SUITES;

function specFiles(suite: Suite): string[] {
  const { dirs, suffix } = SUITES[suite];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(suffix)) found.push(path.relative(root, full));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return found.sort();
}

/** The spec files that run as test files of their own, outside the shards (tests/shards/alone.js says why). */
export const ALONE: Readonly<Record<Suite, readonly string[]>> = require('../shards/alone.js');

/** The spec files of shard `index` (1-based) of `count`: every count-th file, so each shard gets a mix of contexts. */
export function shardFiles(suite: Suite, index: number, count: number): string[] {
  return specFiles(suite).filter((_, i) => i % count === index - 1).filter((file) => !ALONE[suite].includes(file));
}

/**
 * Runs shard `index` of `count` of a suite: each of its spec files inside a `describe` named by the file's path. A file
 * that fails to load fails a test of its own, and the shard's other files still run.
 */
export function runShard(suite: Suite, index: number, count: number): void {
  for (const file of shardFiles(suite, index, count)) {
    describe(file, () => {
      try {
        require(path.join(root, file));
      } catch (error) {
        it('loads', () => {
          throw error;
        });
      }
    });
  }
}

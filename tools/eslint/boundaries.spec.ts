import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixture, lintAs, type LintMessage } from './lint-as';

/**
 * Proves the boundary rules bite: each fixture is linted as if it lived at its `lint-as` path and must raise
 * exactly the rule named by `expect` (or nothing). ESLint runs as one child process with the repo's real config.
 */
const root = path.resolve(__dirname, '../..');
const fixtures = readdirSync(path.join(__dirname, 'fixtures')).filter((f) => f.endsWith('.ts'));

const sources = fixtures.map((f) => readFileSync(path.join(__dirname, 'fixtures', f), 'utf8'));
let reports: LintMessage[][];

beforeAll(() => {
  // The Nx rule reads the cached project graph.
  spawnSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, encoding: 'utf8' });
  reports = lintAs(sources.map(fixture));
}, 120_000);

describe('module boundaries', () => {
  it.each(fixtures.map((f, i) => [f, i] as const))('%s', (_fixture, i) => {
    const expected = sources[i].match(/expect: (\S+)/)![1];
    const rules = reports[i].map((m) => m.ruleId);
    if (expected === 'nothing') expect(rules).toEqual([]);
    else expect(rules).toContain(expected);
  });
});

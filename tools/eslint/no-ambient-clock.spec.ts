import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixture, lintAs, type LintMessage } from './lint-as';

/**
 * Proves the clock rule bites where it should and only there: each fixture is linted with the repo's real config as
 * if it lived at its `lint-as` path, and must raise `clock/no-ambient-clock` exactly `expect` times.
 */
const dir = path.join(__dirname, 'fixtures/clock');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.ts'));

const sources = fixtures.map((f) => readFileSync(path.join(dir, f), 'utf8'));
let reports: LintMessage[][];

beforeAll(() => {
  reports = lintAs(sources.map(fixture)).map((messages) => messages.filter((m) => m.ruleId === 'clock/no-ambient-clock'));
}, 120_000);

describe('clock rule: no new Date() / Date.now() in modules and libs/domain', () => {
  it('has fixtures for both the forbidden and the allowed forms', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(fixtures.map((f, i) => [f, i] as const))('%s', (_fixture, i) => {
    const expected = Number(sources[i].match(/expect: (\d+)/)![1]);
    expect(reports[i]).toHaveLength(expected);
    for (const r of reports[i]) expect(r.message).toMatch(/meta\.now|CLOCK/);
  });
});

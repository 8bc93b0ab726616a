import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Proves the clock rule bites where it should and only there: each fixture is linted with the repo's real config as
 * if it lived at its `lint-as` path, and must raise `clock/no-ambient-clock` exactly `expect` times.
 */
const root = path.resolve(__dirname, '../..');
const dir = path.join(__dirname, 'fixtures/clock');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.ts'));

function clockReports(source: string, asPath: string) {
  const eslint = path.join(root, 'node_modules/.bin/eslint');
  const result = spawnSync(eslint, ['--format', 'json', '--no-ignore', '--stdin', '--stdin-filename', asPath], { cwd: root, input: source, encoding: 'utf8' });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return report.messages.filter((m) => m.ruleId === 'clock/no-ambient-clock');
}

describe('clock rule: no new Date() / Date.now() in modules and libs/domain', () => {
  it('has fixtures for both the forbidden and the allowed forms', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(fixtures)('%s', (fixture) => {
    const source = readFileSync(path.join(dir, fixture), 'utf8');
    const asPath = source.match(/lint-as: (\S+)/)![1];
    const expected = Number(source.match(/expect: (\d+)/)![1]);
    const reports = clockReports(source, asPath);
    expect(reports).toHaveLength(expected);
    for (const r of reports) expect(r.message).toMatch(/meta\.now|CLOCK/);
  }, 60_000);
});

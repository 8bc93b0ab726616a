import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Proves the boundary rules bite: each fixture is linted as if it lived at its `lint-as` path and must raise
 * exactly the rule named by `expect` (or nothing). ESLint runs as a child process with the repo's real config.
 */
const root = path.resolve(__dirname, '../..');
const fixtures = readdirSync(path.join(__dirname, 'fixtures')).filter((f) => f.endsWith('.ts'));

function lint(source: string, asPath: string) {
  const eslint = path.join(root, 'node_modules/.bin/eslint');
  const result = spawnSync(eslint, ['--format', 'json', '--no-ignore', '--stdin', '--stdin-filename', asPath], { cwd: root, input: source, encoding: 'utf8' });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return report.messages;
}

beforeAll(() => {
  // The Nx rule reads the cached project graph.
  spawnSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, encoding: 'utf8' });
});

describe('module boundaries', () => {
  it.each(fixtures)('%s', (fixture) => {
    const source = readFileSync(path.join(__dirname, 'fixtures', fixture), 'utf8');
    const asPath = source.match(/lint-as: (\S+)/)![1];
    const expected = source.match(/expect: (\S+)/)![1];
    const rules = lint(source, asPath).map((m) => m.ruleId);
    if (expected === 'nothing') expect(rules).toEqual([]);
    else expect(rules).toContain(expected);
  }, 60_000);
});

// Lints sources as if they lived at given paths, with the repository's real ESLint config, in one process: reads
// `[{ source, asPath }]` as JSON on stdin, writes `[[{ ruleId, message }]]` (one list per source) on stdout.
// The rule specs (boundaries.spec.ts, no-ambient-clock.spec.ts) use it: an ESLint process per fixture loaded the
// config, its plugins and the Nx project graph again each time (about 2 s of CPU per fixture; issue #44).
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const inputs = JSON.parse(Buffer.concat(chunks).toString('utf8'));
// `ignore: false`: fixtures are linted as the paths they name, even where the config ignores files (`--no-ignore`).
const eslint = new ESLint({ cwd: root, ignore: false });
const reports = [];
for (const { source, asPath } of inputs) {
  const [result] = await eslint.lintText(source, { filePath: path.resolve(root, asPath) });
  reports.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(reports));

// `npm test`: lint (module boundaries included), typecheck, unit, web, build, integration, e2e — then one line
// "N passed, N failed" summing every runner. Each stage's output streams as it runs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'tests/artifacts/reports');
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function run(name, command, args, count) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = count?.() ?? { passed: result.status === 0 ? 1 : 0, failed: result.status === 0 ? 0 : 1, skipped: 0 };
  if (result.status !== 0 && counted.failed === 0) counted.failed = 1; // a stage that crashed counts as a failure
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  if (result.status !== 0) failedStages.push(name);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s (${counted.passed} passed, ${counted.failed} failed)`);
}

const jestCounts = (file) => () => {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests + r.numTodoTests };
};
const vitestCounts = jestCounts; // vitest's json reporter uses the same totals

run('lint', 'sh', ['-c', 'npx nx show projects >/dev/null && npx eslint . --max-warnings=0']);
run('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']);
run('unit', 'npx', ['jest', '--selectProjects', 'unit', '--json', `--outputFile=${reports}/unit.json`], jestCounts(`${reports}/unit.json`));
// From the web workspace: Lingui finds its config relative to the working directory. Two workers (Vitest's default is
// one less than the cores): 117 s instead of 186 s on two cores, most of it jsdom environments and imports.
run('web', 'npm', ['-w', '@marketplace/web', 'run', 'test', '--', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile=${reports}/web.json`], vitestCounts(`${reports}/web.json`));
run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--projects=domain,contracts,server,web,stripe-standin', '--output-style=static']);
// Two files at a time: each has its own database (cloned from the template), Redis namespace and port, and a serial run
// leaves 44 % of two cores idle (waits on PostgreSQL, Redis, timers): 15.6 min serial, 10.2 min on two workers.
run('integration', 'npx', ['jest', '--selectProjects', 'integration', '--maxWorkers=2', '--json', `--outputFile=${reports}/integration.json`], jestCounts(`${reports}/integration.json`));
run('security', 'npx', ['jest', '--selectProjects', 'security', '--maxWorkers=2', '--json', `--outputFile=${reports}/security.json`], jestCounts(`${reports}/security.json`));
run('reliability', 'npx', ['jest', '--selectProjects', 'reliability', '--runInBand', '--json', `--outputFile=${reports}/reliability.json`], jestCounts(`${reports}/reliability.json`));
// One file at a time: Chromium keeps both cores busy, and two workers took longer (19.9 min against 16).
run('e2e', 'npx', ['jest', '--selectProjects', 'e2e', '--runInBand', '--json', `--outputFile=${reports}/e2e.json`], jestCounts(`${reports}/e2e.json`));

// The quick benchmark run proves every benchmark still works (issue #7); its figures do not judge speed.
run('bench', 'node', ['bench/run.mjs', '--quick']);

console.log(`\nStages failed: ${failedStages.length ? failedStages.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || failedStages.length > 0 ? 1 : 0);

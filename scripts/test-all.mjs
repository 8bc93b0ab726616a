// `npm test`: lint (module boundaries included), typecheck, unit (on Node 20 and on Node 24), web, build, integration
// (on Node 24), security, reliability, e2e — then one line "N passed, N failed" summing every runner.
// `node scripts/test-all.mjs <stage>...` runs some stages only.
//
// Two lanes run at once (issue #44: CI under 20 minutes on two cores). The CPU lane runs the compiler-bound stages,
// e2e and lint; the database lane runs the suites that spend much of their time waiting on PostgreSQL, Redis and
// timers. A stage that needs the build (reliability runs the production build) waits for it. Every output line carries
// its stage's name.
// The quick benchmark is not a test: with QUICK_BENCH=1 (.ci/run sets it) it runs at the end of the database lane,
// at the lowest CPU priority, and its exit code is reported, never counted (issue #7, issue #44).
//
// Two runtimes (issue #48, ADR 0083): Node 24 LTS, taken from the registry's `node` package (NODE24_BIN names a binary
// instead), runs the unit specs a second time and the integration suite; Node 20, the oldest `engines` allows and the
// one `npm start` runs on this machine, runs unit, security, reliability and e2e, which boot the same server.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'tests/artifacts/reports');
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
// JEST_SHARDS=1: the integration and e2e suites run as a few shards, each loading the server's modules once for
// several spec files (tests/support/shard.ts, ADR 0093).
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0', JEST_SHARDS: process.env.JEST_SHARDS ?? '1' };

const jestCounts = (file) => () => {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests + r.numTodoTests };
};
const vitestCounts = jestCounts; // vitest's json reporter uses the same totals
/** The names of a Jest or Vitest JSON report's failed tests and failed files, so the last lines of CI say what failed. */
const failedNames = (file) => {
  if (!existsSync(file)) return [];
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return (r.testResults ?? []).flatMap((suite) => {
    const where = path.relative(root, suite.name ?? suite.testFilePath ?? '');
    const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}`);
    return tests.length || suite.status !== 'failed' ? tests : [`${where} (the file failed: ${String(suite.message ?? '').split('\n').find((l) => l.trim()) ?? 'no message'})`];
  });
};
const jestOn = (report, project, ...args) => ({
  report: `${reports}/${report}.json`,
  command: 'npx',
  args: ['jest', '--selectProjects', project, ...args, '--json', `--outputFile=${reports}/${report}.json`],
  count: jestCounts(`${reports}/${report}.json`),
  failures: () => failedNames(`${reports}/${report}.json`),
});
const jest = (project, ...args) => jestOn(project, project, ...args);
/** The same Jest stage on Node 24: `node` on its PATH is Node 24, so npx, Jest and its workers run on it. */
const onNode24 = (project, ...args) => ({ ...jestOn(`${project}-node24`, project, ...args), node: 24 });

const stages = {
  lint: { command: 'sh', args: ['-c', 'npx nx show projects >/dev/null && npx eslint . --max-warnings=0'] },
  typecheck: { command: 'npx', args: ['nx', 'run-many', '-t', 'typecheck', '--output-style=static'] },
  // Two workers: Jest's default on two cores is one, and the unit specs ran one file after another (240 s).
  unit: jest('unit', '--maxWorkers=2'),
  // From the web workspace: Lingui finds its config relative to the working directory. Two workers (Vitest's default is
  // one less than the cores): 117 s instead of 186 s on two cores, most of it jsdom environments and imports.
  web: {
    report: `${reports}/web.json`,
    command: 'npm',
    args: ['-w', '@marketplace/web', 'run', 'test', '--', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile=${reports}/web.json`],
    count: vitestCounts(`${reports}/web.json`),
    failures: () => failedNames(`${reports}/web.json`),
  },
  build: { command: 'npx', args: ['nx', 'run-many', '-t', 'build', '--projects=domain,contracts,server,web,stripe-standin', '--output-style=static'] },
  security: jest('security', '--maxWorkers=2'),
  reliability: { ...jest('reliability', '--runInBand'), needs: ['build'] },
  // One file at a time: Chromium keeps both cores busy, and two workers took longer (19.9 min against 16).
  e2e: { ...jest('e2e', '--runInBand'), needs: ['build'] },
  // The product's code on Node 24 (apps/, libs/). The specs of tools/ check the toolchain's answers (the generator's
  // output typechecked, linted and tested; the lint rules), which do not depend on the Node that runs them: 170 s once.
  'unit-node24': onNode24('unit', '--maxWorkers=2', '--testPathIgnorePatterns', `^${root}/tools/`),
  // Once, on Node 24, the production image's runtime (ADR 0083): a second pass on Node 20 cost 240 s of CPU on two
  // cores for what security, reliability and e2e already run there. Two files at a time: each has its own database
  // (cloned from the template), Redis namespace and port, and a serial run leaves 44 % of two cores idle.
  'integration-node24': onNode24('integration', '--maxWorkers=2'),
  // Proves every benchmark still runs (issue #7); its figures judge nothing, and a busy host must not fail CI. At the
  // lowest CPU priority: it may start beside e2e, whose pages must not wait for it (a login page's script took over 10 s
  // to run beside the bench's Lighthouse and load generators at the same priority).
  'quick-bench': { command: 'nice', args: ['-n', '19', 'node', 'bench/run.mjs', '--quick'], needs: ['build'], reportedOnly: true },
};
// The CPU lane runs the compiler-bound stages, e2e, the Node 24 unit pass and lint; the database lane the integration,
// security and reliability suites, then the quick bench (reported only). Evened on a fresh clone (docs/QUALITY.md).
// A third lane was tried (2026-12-06): three lanes on two cores slowed every stage, and tests that assert production's
// time bounds (an owner's read waits at most 1 s for its projection) failed.
const twoLanes = [
  ['typecheck', 'unit', 'web', 'build', 'e2e', 'unit-node24', 'lint'],
  ['integration-node24', 'security', 'reliability'],
];
// TEST_LANES=1: every stage one after another (a host too loaded for two lanes, or to time one stage alone).
const lanes = process.env.TEST_LANES === '1'
  ? [['lint', ...twoLanes[0].filter((n) => n !== 'lint' && n !== 'e2e'), ...twoLanes[1], 'e2e', 'quick-bench']]
  : [twoLanes[0], [...twoLanes[1], 'quick-bench']];
const QUICK_BENCH = process.env.QUICK_BENCH === '1';
const selected = (name) => (only.length ? only.includes(name) : name !== 'quick-bench' || QUICK_BENCH);
const unknown = only.filter((n) => !stages[n]);
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}; stages: ${Object.keys(stages).join(', ')}`);
  process.exit(2);
}

/**
 * CPU seconds (user + system) of this process's children that have ended, from /proc (Linux): a stage's processes are
 * reaped when it ends, so the growth across a stage's end is that stage's CPU, whatever the other lane is doing.
 * Null where /proc is not there.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime and cstime, in clock ticks (100 per second on Linux)
  } catch {
    return null;
  }
}
let cpuSeen = childrenCpuSeconds();

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
const failedTests = [];
const timings = [];
const done = {}; // stage name -> promise of its end

/** Copies a child's stream line by line, each line prefixed with the stage's name (lanes interleave). */
function prefixed(stream, out, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop();
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

let node24;
/**
 * The Node 24 binary: NODE24_BIN, or the registry's `node@24` package through npx (its cache keeps it after the first
 * run). Null when neither answers (an offline machine without NODE24_BIN): the Node 24 stages then fail, saying why.
 */
function node24Bin() {
  if (node24 === undefined) {
    try {
      node24 = process.env.NODE24_BIN || execFileSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { cwd: root, env, encoding: 'utf8' }).trim();
      const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
      if (!version.startsWith('v24.')) throw new Error(`${node24} is ${version}, not Node 24`);
    } catch (error) {
      console.error(`Node 24 is not available (${error.message.split('\n')[0]}): set NODE24_BIN to a Node 24 binary`);
      node24 = null;
    }
  }
  return node24;
}

async function run(name) {
  const stage = stages[name];
  // A stage waits for what it needs when that is part of this run (`test-all.mjs e2e` alone uses the existing build).
  await Promise.all((stage.needs ?? []).filter((n) => done[n]).map((n) => done[n]));
  let stageEnv = env;
  if (stage.node === 24) {
    const bin = node24Bin();
    stageEnv = bin ? { ...env, PATH: `${path.dirname(bin)}${path.delimiter}${env.PATH}` } : null;
  }
  console.log(`[${name}] === ${[stage.command, ...stage.args].join(' ')}${stage.node ? ` (on ${stageEnv ? node24Bin() : 'no Node 24'})` : ''}`);
  if (stage.report) rmSync(stage.report, { force: true }); // a run that writes none must not count the last one's
  const started = Date.now();
  const status = !stageEnv ? 1 : await new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { cwd: root, env: stageEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixed(child.stdout, process.stdout, name);
    prefixed(child.stderr, process.stderr, name);
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  const seconds = (Date.now() - started) / 1000;
  const cpuNow = childrenCpuSeconds();
  const cpu = cpuNow === null || cpuSeen === null ? null : cpuNow - cpuSeen;
  cpuSeen = cpuNow;
  if (stage.reportedOnly) {
    timings.push({ name, seconds, status, cpu });
    console.log(`[${name}] === exit code ${status} in ${seconds.toFixed(1)}s (reported only)`);
    return;
  }
  const counted = stage.count?.() ?? { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  if (status !== 0 && counted.failed === 0) counted.failed = 1; // a stage that crashed counts as a failure
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  if (status !== 0) failedStages.push(name);
  if (status !== 0) failedTests.push(...(stage.failures?.() ?? []).map((t) => `[${name}] ${t}`));
  timings.push({ name, seconds, status, cpu });
  console.log(`[${name}] === ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)}s (${counted.passed} passed, ${counted.failed} failed)`);
}

const started = Date.now();
// Every selected stage gets its promise before any lane starts, so that a stage can wait for one of another lane.
const gates = {};
for (const name of Object.keys(stages).filter(selected)) done[name] = new Promise((resolve) => (gates[name] = resolve));
await Promise.all(
  lanes.map(async (lane) => {
    for (const name of lane.filter(selected)) {
      await run(name);
      gates[name]();
    }
  }),
);

console.log(`\nStage times: ${timings.map((t) => `${t.name} ${Math.round(t.seconds)}s`).join(', ')}; in all ${Math.round((Date.now() - started) / 1000)}s`);
// CPU is what two lanes share: the stages that cost the most of it are the ones to make cheaper (issue #44).
if (timings.every((t) => t.cpu !== null)) console.log(`Stage CPU (user + system): ${timings.map((t) => `${t.name} ${Math.round(t.cpu)}s`).join(', ')}; in all ${Math.round(timings.reduce((n, t) => n + t.cpu, 0))}s`);
console.log(`Stages failed: ${failedStages.length ? failedStages.join(', ') : 'none'}`);
for (const test of failedTests) console.log(`Failed test: ${test}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || failedStages.length > 0 ? 1 : 0);

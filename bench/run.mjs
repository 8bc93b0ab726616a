// `npm run bench [-- --quick]`: runs every *.bench.ts (Jest project "bench", one file at a time so figures do not
// disturb each other), then writes bench/results/latest.json, prints a table and rewrites docs/QUALITY.md.
// `npm run bench -- --scale`: runs only bench/platform/scale.bench.ts at every size (10× and 100× the data; long),
// writes bench/results/scale.json, docs/scale.svg and the growth table of docs/QUALITY.md (bench/scale-report.mjs).
// A quick run includes the scale bench at its smallest size; a full run without --scale leaves it out.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { probeHost } from './host-probe.mjs';
import { writeScaleReport } from './scale-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const scale = process.argv.includes('--scale') && !quick;
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const current = path.join(root, 'bench/results/current.jsonl');
rmSync(current, { force: true });

const env = { ...process.env, BENCH_QUICK: quick ? '1' : '0', BENCH_SCALE: scale ? '1' : '0', BENCH_RESULTS_FILE: current, NX_DAEMON: 'false' };
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=domain,contracts,server,web', '--output-style=static'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
// The host's speed before the load starts: figures of different runs compare only on hosts of similar speed.
const hostProbe = probeHost();
const started = Date.now();
const SCALE_BENCH = 'bench/platform/scale\\.bench\\.ts';
const selection = scale ? ['--testPathPatterns', SCALE_BENCH]
  : [...(only.length ? ['--testPathPatterns', ...only] : []), ...(quick ? [] : ['--testPathIgnorePatterns', SCALE_BENCH])];
// A quick run only proves that every benchmark runs (its figures judge nothing), and many of its files wait on fixed
// durations (load rounds, the soak's 5 s, the chaos suite's server starts): two files at a time there. A full run keeps
// one at a time, so figures do not disturb each other.
const jest = spawnSync('npx', ['jest', '--selectProjects', 'bench', quick ? '--maxWorkers=2' : '--runInBand', ...selection], { cwd: root, stdio: 'inherit', env });

const measured = existsSync(current) ? readFileSync(current, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
if (scale) {
  rmSync(current, { force: true });
  writeScaleReport(root, measured, { durationSeconds: Math.round((Date.now() - started) / 1000) });
  process.exit(jest.status ?? 1);
}
// A run of some benchmarks only (`npm run bench -- web`) updates their figures and keeps the others of the last run.
const latestFile = path.join(root, 'bench/results/latest.json');
const previous = only.length && existsSync(latestFile) ? JSON.parse(readFileSync(latestFile, 'utf8')).figures ?? [] : [];
const same = (a, b) => (a.id && b.id ? a.id === b.id : a.name === b.name);
const figures = [...previous.filter((p) => !measured.some((m) => same(m, p) || m.name === p.name)), ...measured];
const report = {
  generatedAt: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  durationSeconds: Math.round((Date.now() - started) / 1000),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, ...hostProbe },
  figures,
};
if (!(quick && only.length)) writeFileSync(latestFile, JSON.stringify(report, null, 2) + '\n');
rmSync(current, { force: true });

const fmt = (n) => (n === undefined || n === null ? '' : Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 3 : 1));
const targetText = (f) => (f.target ? `${f.target.of === 'ratio' ? 'ratio ' : ''}${f.target.op} ${f.target.value}` : '');
const rows = figures.map((f) => [
  `#${f.issue}`, f.name, `${fmt(f.value)} ${f.unit}`, `${fmt(f.min)}–${fmt(f.max)}`,
  f.baseline ? `${fmt(f.baseline.value)} (${f.baseline.name})` : '', f.ratio !== undefined ? fmt(f.ratio) : '',
  targetText(f), f.met === undefined ? '' : f.met ? 'met' : 'NOT met',
]);
const header = ['issue', 'figure', 'median', 'min–max', 'baseline (same run)', 'ratio', 'target', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const probeText = `spread loop ${hostProbe.spreadLoopMs} ms, fstat ${hostProbe.fstatMicros} µs`;
console.log(`\nBenchmarks (${report.mode}, ${report.durationSeconds}s, ${report.machine.cpus} cores, ${probeText}):`);
for (const r of [header, ...rows]) console.log(r.map((c, i) => String(c).padEnd(widths[i])).join('  '));

// docs/QUALITY.md: the figures table between the markers is regenerated; the rest of the file is kept.
const quality = path.join(root, 'docs/QUALITY.md');
const table = ['| ' + header.join(' | ') + ' |', '|' + header.map(() => '---').join('|') + '|', ...rows.map((r) => '| ' + r.join(' | ') + ' |')].join('\n');
const block = `<!-- figures:start -->\nLast run: ${report.generatedAt} (${report.mode} mode, ${report.machine.cpus} cores, ${report.machine.cpuModel}, Node ${report.machine.node}; host probe: ${probeText}).\n\n${table}\n<!-- figures:end -->`;
if (existsSync(quality) && !quick) {
  const text = readFileSync(quality, 'utf8');
  writeFileSync(quality, text.includes('<!-- figures:start -->') ? text.replace(/<!-- figures:start -->[\s\S]*<!-- figures:end -->/, block) : `${text}\n${block}\n`);
}
process.exit(jest.status ?? 1);

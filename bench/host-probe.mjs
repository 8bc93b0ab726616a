// How fast this host is right now, in two numbers that explain most of the figures' spread between hosts (ADR 0045,
// QUALITY.md): the spread loop (200,000 objects built as `{ ...base, f, g, h }`, V8's slow path: 394–472 ms on a good
// host, up to 1,430 ms on the slowest) and the cost of one system call (`fstat`: 4 µs on the slowest host measured).
// `npm run bench` records both with its figures; `node bench/host-probe.mjs` prints them.
import { closeSync, fstatSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function spreadLoopMs() {
  const base = { a: 1, b: 'two', c: 3, d: true, e: null };
  let kept = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < 200_000; i++) {
    const o = { ...base, f: i, g: 'g', h: i + 1 };
    kept += o.f & 1;
  }
  if (kept < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function syscallMicros() {
  const fd = openSync(fileURLToPath(import.meta.url), 'r');
  try {
    const calls = 50_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) fstatSync(fd);
    return Number(process.hrtime.bigint() - started) / 1e3 / calls;
  } finally {
    closeSync(fd);
  }
}

/** Medians of five rounds each. */
export function probeHost() {
  const spread = Array.from({ length: 5 }, spreadLoopMs);
  const syscall = Array.from({ length: 5 }, syscallMicros);
  return { spreadLoopMs: Math.round(median(spread)), fstatMicros: Number(median(syscall).toFixed(2)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const p = probeHost();
  console.log(`spread loop ${p.spreadLoopMs} ms (394–472 on a good host), fstat ${p.fstatMicros} µs`);
}

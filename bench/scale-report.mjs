// The growth report of `npm run bench -- --scale` (issue #18 "How cost grows"): from the scale bench's figures (one per
// series and data size), bench/results/scale.json, docs/scale.svg (log-log chart) and the table between the
// `<!-- scale:start -->` / `<!-- scale:end -->` markers of docs/QUALITY.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERIES = {
  // `whole`: the run's work itself grows with the data (a rebuild replays every event), so its total time is
  // data × the cost per event; the others are one operation of a fixed size over more data.
  appends: { label: 'Appends (8 writers)', cost: 'time per append', whole: false },
  rebuild: { label: 'Projection rebuild', cost: 'time per event', whole: true },
  search: { label: 'Inventory search p99', cost: 'p99 of one search', whole: false },
  details: { label: 'Transaction details p99', cost: 'p99 of one GET', whole: false },
  lock: { label: 'Lock (holder\'s set) p99', cost: 'p99 of one lock', whole: false },
};
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e'];

/** Cost of one operation: the inverse of a rate, or a latency as is. */
const costOf = (f) => (f.unit.endsWith('/s') ? 1 / f.value : f.value);

/** Per series: its points by size, each with the cost relative to the smallest size, and the growth exponent. */
export function growth(figures) {
  const bySeries = new Map();
  for (const f of figures.filter((x) => x.scale)) {
    if (!bySeries.has(f.scale.series)) bySeries.set(f.scale.series, []);
    bySeries.get(f.scale.series).push(f);
  }
  return [...bySeries].map(([series, points]) => {
    points.sort((a, b) => a.scale.size - b.scale.size);
    const first = points[0];
    const rows = points.map((f) => ({
      figure: f, size: f.scale.size, relativeData: f.scale.size / first.scale.size, relativeCost: costOf(f) / costOf(first),
    }));
    // cost ∝ data^k over each step from one size to the next; the series' exponent is its steepest step (a curve can
    // be flat until the work outgrows what the machine has, then climb: the largest sizes alone can hide that).
    for (let i = 1; i < rows.length; i++) {
      rows[i].step = Math.log(rows[i].relativeCost / rows[i - 1].relativeCost) / Math.log(rows[i].relativeData / rows[i - 1].relativeData);
    }
    const exponent = rows.length > 1 ? Math.max(...rows.slice(1).map((r) => r.step)) : 0;
    return { series, meta: SERIES[series] ?? { label: series, cost: 'cost', whole: false }, rows, exponent };
  });
}

const verdict = (k) => (k < 0.1 ? 'flat' : k < 0.9 ? 'sublinear' : k <= 1.1 ? 'linear' : 'faster than linear');

const num = (n) => n.toLocaleString('en-CA', { maximumFractionDigits: n < 10 ? 3 : n < 1000 ? 1 : 0 });

export function table(curves) {
  const lines = ['| series | data | figure | baseline (same run) | cost per operation vs smallest | growth |', '|---|---|---|---|---|---|'];
  for (const c of curves) {
    for (const r of c.rows) {
      const f = r.figure;
      lines.push(`| ${c.meta.label} | ${r.size.toLocaleString('en-CA')} | ${num(f.value)} ${f.unit} (${num(f.min)}–${num(f.max)}) | ${f.baseline ? `${num(f.baseline.value)} (${f.baseline.name}), ratio ${num(f.ratio ?? f.value / f.baseline.value)}` : ''} | ×${r.relativeCost.toFixed(2)} at ×${num(r.relativeData)} data | ${r.step === undefined ? '' : `${c.meta.cost} ∝ data^${r.step.toFixed(2)} from the size before (${verdict(r.step)})`} |`);
    }
  }
  return lines.join('\n');
}

/**
 * Which figure grows faster than linear: each series' steepest per-operation cost exponent from one size to the next;
 * a rebuild's whole run is data × its cost per event.
 */
export function summary(curves) {
  const parts = curves.filter((c) => c.rows.length > 1).map((c) => `${c.meta.label}: ${c.meta.cost} ∝ data^${c.exponent.toFixed(2)} at its steepest` +
    (c.meta.whole ? ` (the whole run ∝ data^${(1 + c.exponent).toFixed(2)})` : ''));
  const faster = curves.filter((c) => c.rows.length > 1 && (c.meta.whole ? c.exponent > 0.1 : c.exponent > 1.1));
  return `${parts.join('; ')}. Faster than linear: ${faster.length ? faster.map((c) => c.meta.label).join(', ') : 'none'}.`;
}

/** A log-log chart: relative cost per operation against relative data size, with the flat and linear guides. */
export function svg(curves) {
  const W = 640, H = 380, L = 70, R = 190, T = 30, B = 50;
  const maxX = Math.max(10, ...curves.flatMap((c) => c.rows.map((r) => r.relativeData)));
  const ys = curves.flatMap((c) => c.rows.map((r) => r.relativeCost));
  const minY = Math.min(0.5, ...ys) / 1.2, maxY = Math.max(maxX, ...ys) * 1.2;
  const x = (v) => L + (Math.log10(v) / Math.log10(maxX)) * (W - L - R);
  const y = (v) => T + (1 - (Math.log10(v) - Math.log10(minY)) / (Math.log10(maxY) - Math.log10(minY))) * (H - T - B);
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${L}" y="18" font-size="14" font-weight="bold">Cost of one operation as the data grows (log-log)</text>`];
  for (let d = 1; d <= maxX; d *= 10) {
    out.push(`<line x1="${x(d)}" y1="${T}" x2="${x(d)}" y2="${H - B}" stroke="#ddd"/>`, `<text x="${x(d)}" y="${H - B + 16}" text-anchor="middle">×${d}</text>`);
  }
  for (let v = 10 ** Math.floor(Math.log10(minY)); v <= maxY; v *= 10) {
    if (v < minY) continue;
    out.push(`<line x1="${L}" y1="${y(v)}" x2="${W - R}" y2="${y(v)}" stroke="#ddd"/>`, `<text x="${L - 6}" y="${y(v) + 4}" text-anchor="end">×${v}</text>`);
  }
  out.push(`<text x="${(L + W - R) / 2}" y="${H - 12}" text-anchor="middle">data (× the smallest size)</text>`,
    `<text x="16" y="${(T + H - B) / 2}" text-anchor="middle" transform="rotate(-90 16 ${(T + H - B) / 2})">cost per operation (× the smallest)</text>`,
    `<line x1="${x(1)}" y1="${y(1)}" x2="${x(maxX)}" y2="${y(1)}" stroke="#999" stroke-dasharray="4 4"/>`,
    `<text x="${x(maxX) + 4}" y="${y(1) + 4}" fill="#666">flat</text>`,
    `<line x1="${x(1)}" y1="${y(1)}" x2="${x(maxX)}" y2="${y(maxX)}" stroke="#999" stroke-dasharray="2 6"/>`,
    `<text x="${x(maxX) + 4}" y="${y(maxX) + 4}" fill="#666">linear</text>`);
  curves.forEach((c, i) => {
    const colour = COLOURS[i % COLOURS.length];
    out.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${c.rows.map((r) => `${x(r.relativeData).toFixed(1)},${y(r.relativeCost).toFixed(1)}`).join(' ')}"/>`);
    for (const r of c.rows) out.push(`<circle cx="${x(r.relativeData).toFixed(1)}" cy="${y(r.relativeCost).toFixed(1)}" r="3.5" fill="${colour}"/>`);
    out.push(`<rect x="${W - R + 40}" y="${T + 10 + i * 20}" width="12" height="12" fill="${colour}"/>`,
      `<text x="${W - R + 58}" y="${T + 20 + i * 20}">${c.meta.label}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}

export function writeScaleReport(root, figures, { durationSeconds }) {
  const curves = growth(figures);
  const generatedAt = new Date().toISOString();
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version };
  writeFileSync(path.join(root, 'bench/results/scale.json'), JSON.stringify({ generatedAt, durationSeconds, machine, figures }, null, 2) + '\n');
  if (curves.length === 0) return;
  writeFileSync(path.join(root, 'docs/scale.svg'), svg(curves));
  const block = `<!-- scale:start -->\nLast scale run: ${generatedAt} (${durationSeconds}s, ${machine.cpus} cores, ${machine.cpuModel}, Node ${machine.node}).\n\n` +
    `${table(curves)}\n\n![Cost of one operation as the data grows](scale.svg)\n\n${summary(curves)}\n<!-- scale:end -->`;
  const quality = path.join(root, 'docs/QUALITY.md');
  const text = existsSync(quality) ? readFileSync(quality, 'utf8') : '';
  writeFileSync(quality, text.includes('<!-- scale:start -->') ? text.replace(/<!-- scale:start -->[\s\S]*<!-- scale:end -->/, block) : `${text}\n${block}\n`);
  console.log(`\nGrowth (${durationSeconds}s):\n${table(curves)}\n\n${summary(curves)}`);
}

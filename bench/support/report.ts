import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Quick mode (`npm run bench -- --quick`): reduced sizes, to prove every benchmark runs, not to judge speed. */
export const QUICK = process.env.BENCH_QUICK === '1';
export const RESULTS_FILE = process.env.BENCH_RESULTS_FILE ?? path.resolve(__dirname, '../results/current.jsonl');

export interface Figure {
  /** Stable id, e.g. 'eventstore.append.throughput'. */
  readonly id: string;
  readonly issue: number;
  readonly name: string;
  readonly unit: string;
  /** Median of the rounds. */
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly rounds: number;
  /** The baseline measured in the same run (median), and value/baseline. */
  readonly baseline?: { readonly name: string; readonly value: number; readonly min: number; readonly max: number };
  readonly ratio?: number;
  /** Target from the issue, e.g. { op: '>=', value: 0.6, of: 'ratio' }. */
  readonly target?: { readonly op: '<=' | '>='; readonly value: number; readonly of: 'value' | 'ratio' };
  readonly met?: boolean;
  readonly notes?: string;
  /** A point of a growth curve (`npm run bench -- --scale`): which series, at which data size. */
  readonly scale?: { readonly series: string; readonly size: number };
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Records one figure from several rounds (and the baseline's rounds); the runner turns these into the report. */
export function record(input: {
  id: string; issue: number; name: string; unit: string; rounds: number[];
  baseline?: { name: string; rounds: number[] };
  target?: Figure['target'];
  notes?: string;
  scale?: Figure['scale'];
}): Figure {
  const value = median(input.rounds);
  const baseline = input.baseline
    ? { name: input.baseline.name, value: round(median(input.baseline.rounds)), min: round(Math.min(...input.baseline.rounds)), max: round(Math.max(...input.baseline.rounds)) }
    : undefined;
  const ratio = baseline && baseline.value !== 0 ? round(value / baseline.value) : undefined;
  const measured = input.target?.of === 'ratio' ? ratio : value;
  const met = input.target && measured !== undefined
    ? (input.target.op === '<=' ? measured <= input.target.value : measured >= input.target.value)
    : undefined;
  const figure: Figure = {
    id: input.id, issue: input.issue, name: input.name, unit: input.unit,
    value: round(value), min: round(Math.min(...input.rounds)), max: round(Math.max(...input.rounds)), rounds: input.rounds.length,
    baseline, ratio, target: input.target, met, notes: input.notes, ...(input.scale ? { scale: input.scale } : {}),
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, JSON.stringify({ ...figure, quick: QUICK }) + '\n');
  return figure;
}

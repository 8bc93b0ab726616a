import { performance } from 'node:perf_hooks';

export interface OpenLoopResult {
  /** Milliseconds from each request's scheduled start to its complete answer. */
  readonly latencies: number[];
  readonly statuses: Map<number, number>;
}

/**
 * Open-loop load at a constant arrival rate: request i is due at start + i × 1000/rate ms, whatever the earlier
 * answers did, and its latency is counted from when it was due (so a stalled server cannot hide its queue:
 * no coordinated omission). This is what "p99 at N requests/s" means in the issues. autocannon's `overallRate`
 * is not used for latency figures: it lets every connection send its per-second quota back to back at the start
 * of each second, which measures a burst of N requests, not a rate.
 */
export async function openLoop(rate: number, seconds: number, call: (i: number) => Promise<number>): Promise<OpenLoopResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push((async () => {
      let status: number;
      try {
        status = await call(i);
      } catch {
        status = 0; // connection error
      }
      latencies.push(performance.now() - due);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    })());
  }
  await Promise.all(inflight);
  return { latencies, statuses };
}

/** A call for `openLoop` that GETs `base + paths[i % paths.length]` and reads the whole body. */
export function getEach(base: string, paths: readonly string[], headers?: Record<string, string>): (i: number) => Promise<number> {
  return async (i) => {
    const res = await fetch(base + paths[i % paths.length], { headers });
    await res.arrayBuffer();
    return res.status;
  };
}

export const statusSummary = (statuses: Map<number, number>): string =>
  [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ');

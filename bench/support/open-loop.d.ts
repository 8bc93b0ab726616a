export interface OpenLoopResult {
  /** Milliseconds from each request's scheduled start to its complete answer. */
  readonly latencies: number[];
  readonly statuses: Map<number, number>;
}
export function openLoop(rate: number, seconds: number, call: (i: number) => Promise<number>): Promise<OpenLoopResult>;
export function getEach(base: string, paths: readonly string[], headers?: Record<string, string>): (i: number) => Promise<number>;
export function statusSummary(statuses: Map<number, number>): string;
export function runInChild(base: string, paths: readonly string[], rate: number, seconds: number, headers?: Record<string, string>): Promise<OpenLoopResult>;

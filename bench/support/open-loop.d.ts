export interface OpenLoopResult {
  /** Milliseconds from each request's scheduled start to its complete answer. */
  readonly latencies: number[];
  readonly statuses: Map<number, number>;
  /** How late the generator sent each request after its due time (its own timer and event loop), ms. */
  readonly lateness: number[];
}
export function openLoop(rate: number, seconds: number, call: (i: number) => Promise<number>): Promise<OpenLoopResult>;
/** A GET path, or a request with a JSON body. */
export type LoadRequest = string | { readonly method: string; readonly path: string; readonly body?: unknown };
export function getEach(base: string, paths: readonly LoadRequest[], headers?: Record<string, string>): (i: number) => Promise<number>;
/** One request on the shared keep-alive agent, its body read to the end; answers the status. */
export function send(base: string, request: { readonly method: string; readonly path: string; readonly body?: unknown }, headers: Record<string, string>): Promise<number>;
export function statusSummary(statuses: Map<number, number>): string;
export function runInChild(base: string, paths: readonly LoadRequest[], rate: number, seconds: number, headers?: Record<string, string>): Promise<OpenLoopResult>;
export function warmUp(base: string, headers?: Record<string, string>): Promise<void>;

import { Client } from './http-client';

/** A deadline a move of the test clock reached, in the order it fired (ADR 0082). */
export interface ReachedDeadline {
  readonly kind: string;
  readonly key: string;
  readonly dueAt: string;
  readonly outcome: string;
}

/**
 * Moves the test clock of a server's environment (its database) forward through the dev API, as
 * `npm run clock -- advance 8d` does: `by` a duration (`8d`, `30m`, `1d12h`) or `to` an instant. The deadlines due on
 * the way fire in order, each with the clock at its time, and the read models have caught up when it returns. The
 * clock only moves forward, for every test of the file that shares the server: a file moves it in its last tests, or
 * reads its times from the server (`serverNow`).
 */
export async function advanceClock(server: { readonly url: string }, move: { by: string } | { to: Date }): Promise<ReachedDeadline[]> {
  const body = 'by' in move ? { by: move.by } : { to: move.to.toISOString() };
  const res = await new Client(server).post('/dev/clock/advance', { body });
  if (res.status !== 200) throw new Error(`advance the clock ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.reached;
}

/** The environment's business time (the machine's plus the test clock's offset). */
export async function serverNow(server: { readonly url: string }): Promise<Date> {
  const res = await new Client(server).get('/dev/clock');
  if (res.status !== 200) throw new Error(`the clock: ${res.status} ${JSON.stringify(res.body)}`);
  return new Date(res.body.now);
}

/** Whether a move fired the deadline of `kind` and `key` (exactly, or a key starting with `key:` when `prefix`). */
export function fired(reached: readonly ReachedDeadline[], kind: string, key: string, o: { prefix?: boolean } = {}): boolean {
  return reached.some((r) => r.kind === kind && (o.prefix ? r.key.startsWith(key) : r.key === key) && r.outcome === 'fired');
}

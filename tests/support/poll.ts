/**
 * Waiting on a condition that nothing can be awaited for: a timer firing, a projection catching up in another process,
 * an email reaching the development outbox. The probe runs at once, then every `everyMs` until it answers or the time
 * is up; a test never sleeps for a fixed time.
 */
export interface PollOptions {
  /** Time between two probes (ms, default 50). */
  readonly everyMs?: number;
  /** What is awaited, named in the error when the time is up. */
  readonly what?: string;
}

type Falsy = null | undefined | false;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `probe` until it returns a truthy value, and returns that value; throws after `timeoutMs` (default 15 s). */
export async function pollUntil<T>(probe: () => Promise<T | Falsy> | T | Falsy, timeoutMs = 15_000, o: PollOptions = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${o.what ?? 'condition'}: not met within ${timeoutMs} ms`);
    await pause(o.everyMs ?? 50);
  }
}

/**
 * Calls `probe` until `enough(value)` holds or `timeoutMs` is up, and returns the last value either way: for a test
 * that asserts on what arrived (fewer messages than it waited for, or none at all).
 */
export async function pollUntilEnough<T>(probe: () => Promise<T> | T, enough: (value: T) => boolean, timeoutMs = 15_000, o: Pick<PollOptions, 'everyMs'> = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (enough(value) || Date.now() > deadline) return value;
    await pause(o.everyMs ?? 50);
  }
}

/**
 * Calls `read` until `ok(value)` holds and returns that value; after `timeoutMs` fails with `what` and the last value
 * read (the e2e files' form: the condition apart from the read).
 */
export async function until<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  what = 'condition',
  { timeoutMs = 10_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const value = await pollUntilEnough(read, ok, timeoutMs, { everyMs: intervalMs });
  if (!ok(value)) throw new Error(`${what} not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
  return value;
}

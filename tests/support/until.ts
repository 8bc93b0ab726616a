/**
 * Polls `read` until `ok` holds and returns that value; after `timeoutMs` fails with `what` and the last value read.
 * The one polling helper of the e2e files: wait on a condition, never on a fixed time.
 */
export async function until<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  what = 'condition',
  { timeoutMs = 10_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
    value = await read();
  }
  return value;
}

import { randomUUID } from 'node:crypto';

/** The header a caller may name its request with (answered back on every response; ARCHITECTURE §3 metadata). */
export const CORRELATION_HEADER = 'x-correlation-id';

/** A caller's own id: a short token of letters, digits and `._:-` (a UUID, a trace id), at most 128 characters. */
const CALLER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The request's correlation id: the caller's `X-Correlation-Id` when it is a short plain token, else a new UUID. It goes
 * into every event's metadata, the audit index's keys (a GIN index refuses an entry over 2,712 bytes: a 6 KB header
 * stopped the audit projection on the event that carried it), idempotency keys and the logs, so a caller's header is
 * never taken as it comes.
 */
export function correlationIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && CALLER_ID.test(header) ? header : randomUUID();
}

import type { ApiServer } from './http-client';
import { pollUntilEnough } from './poll';

let counter = 0;
/** A unique, acceptable (not reserved) email address. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.marketplace.ca`;

/**
 * Messages of the development outbox (GET /api/dev/outbox) for one recipient, once `count` of them (default 1) are
 * there or `timeoutMs` is up (default 10 s): whatever arrived by then, so that a test can assert on fewer or none.
 */
export async function outbox(server: ApiServer, to: string, o: { kind?: string; count?: number; timeoutMs?: number } = {}): Promise<any[]> {
  const wanted = o.count ?? 1;
  return pollUntilEnough(async () => {
    const res = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: any[] };
    return messages.filter((m) => !o.kind || m.kind === o.kind);
  }, (matching) => matching.length >= wanted, o.timeoutMs ?? 10_000);
}

/** The token at the end of the first link to `/<page>/` in a message (activation, reset, create-password). */
export function linkToken(message: { text: string }, page: string): string {
  const m = new RegExp(`/${page}/([^\\s?]+)`).exec(message.text);
  if (!m) throw new Error(`no /${page}/ link in: ${message.text}`);
  return decodeURIComponent(m[1]);
}

import { UserType, withVinCheckDigit } from '@marketplace/domain';
import { pollUntil } from '../../support/poll';
import type { CatalogTestServer } from '../catalog/support';
import { userOfType } from '../identity/support';

/** What the inventory import tests share: the CSV's header, test VINs, a dealer of a company, an import's status. */
export const IMPORT_HEADER = 'vin,condition,trimId,year,kilometres,exteriorColourId,interiorColourId,price';
export const importVin = (n: number) => withVinCheckDigit(`2T3R1RFV1SW${String(n).padStart(6, '0')}`);

export type DealerClient = Awaited<ReturnType<typeof userOfType>>['client'];

/** A dealer of the company, once identity's read model knows their company (the dealer context asks it). */
export async function dealerOf(t: CatalogTestServer, companyId: number) {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId });
  await t.waitForProjections();
  return dealer;
}

export const importStatusOf = (client: DealerClient, importId: string) =>
  client.get('/notification/get-notifications-import-status', { query: { importId } });

/** The import's status once its job is done or failed. */
export const importFinished = (client: DealerClient, importId: string, timeoutMs = 20_000) => pollUntil(async () => {
  const { body } = await importStatusOf(client, importId);
  return body.status === 'done' || body.status === 'failed' ? body : null;
}, timeoutMs, { everyMs: 100 });

/** One Server-Sent Event of the live inbox as a client received it. */
export interface InboxEvent {
  readonly id: string | undefined;
  readonly event: string | undefined;
  readonly data: string;
  /** When it arrived (performance.now()). */
  readonly at: number;
}

/**
 * An open connection to the live inbox (GET /api/company/watch-leads), read as a browser's EventSource would
 * (eventsource-parser): `events` fills as they arrive; `next(match)` waits for the first one that matches.
 */
export async function openLeadInbox(url: string, cookie: string, o: { lastEventId?: string; companyId?: number; headers?: Record<string, string> } = {}) {
  const { createParser } = await import('eventsource-parser');
  const abort = new AbortController();
  const query = o.companyId === undefined ? '' : `?companyId=${o.companyId}`;
  const res = await fetch(`${url}/api/company/watch-leads${query}`, {
    headers: { cookie, accept: 'text/event-stream', ...(o.lastEventId ? { 'last-event-id': o.lastEventId } : {}), ...o.headers },
    signal: abort.signal,
  });
  const events: InboxEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  const parser = createParser({
    onEvent: (e) => {
      events.push({ id: e.id, event: e.event, data: e.data, at: performance.now() });
      waiters.forEach((w) => w());
    },
    onComment: () => {
      comments++;
      waiters.forEach((w) => w());
    },
  });
  const reading = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      /* closed by close() or by the server */
    }
  })();
  const when = <T>(probe: () => T | undefined, timeoutMs: number, what: string) => new Promise<T>((resolve, reject) => {
    const check = () => {
      const found = probe();
      if (found === undefined) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(found);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`live inbox: ${what} not received within ${timeoutMs} ms (got ${JSON.stringify(events)})`));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
  return {
    status: res.status,
    headers: res.headers,
    events,
    /** Resolves once the server's first line (the `connected` comment) arrived: the stream is open and unbuffered. */
    opened: (timeoutMs = 5_000) => when(() => (comments > 0 ? true : undefined), timeoutMs, 'the opening comment'),
    next: (match: (e: InboxEvent) => boolean, timeoutMs = 10_000) => when(() => events.find(match), timeoutMs, 'a matching event'),
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

/** The lead id and change of an inbox event. */
export const leadChangeOf = (e: InboxEvent) => JSON.parse(e.data) as { leadId: string; change: 'created' | 'updated' };

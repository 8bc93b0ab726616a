import { randomUUID } from 'node:crypto';
import { DuplicateEventIdError, WrongExpectedVersionError } from './event-store.errors';
import { comparePositions, Expected, type EventStore, type NewEvent, readPageOfTypes, START, upcasterFrom } from './event-store.port';

/**
 * One contract suite for every EventStore implementation (ARCHITECTURE §3), parameterised by a factory.
 * Each test uses fresh stream ids, so implementations may share a database across tests.
 */
export interface StoreFactory {
  readonly name: string;
  create(options?: { upcasters?: Parameters<typeof upcasterFrom>[0] }): Promise<EventStore>;
  /** Concurrency tests need a store that really runs writers in parallel; in-memory runs them too. */
  readonly concurrentWriters: number;
}

export function newEvent(type: string, data: unknown = {}, eventId: string = randomUUID(), schemaVersion = 1): NewEvent {
  return {
    type,
    data,
    schemaVersion,
    metadata: {
      eventId, correlationId: randomUUID(), causationId: null, actor: 'user-1', impersonator: 'admin-1', brand: 'default', occurredAt: '2026-11-20T12:00:00.000Z',
    },
  };
}

/**
 * Waits until a stream's events are readable in log order. A reader sees an event once no older transaction is open in
 * the whole PostgreSQL cluster (xid8 order), and other test files share the server: a `runBatch` right after an append
 * may find nothing yet.
 */
export async function untilReadable(store: EventStore, streamId: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await store.readAll(START, 100_000)).some((e) => e.streamId === streamId)) {
    if (Date.now() > deadline) throw new Error(`${streamId} not readable in log order within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const stream = (prefix = 'contract') => `${prefix}-${randomUUID()}`;

export function eventStoreContract(factory: StoreFactory) {
  describe(`EventStore contract: ${factory.name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await factory.create();
    });
    afterAll(async () => {
      await store.close();
    });

    it('appends to a new stream with no-stream and reads it back in order with metadata', async () => {
      const id = stream();
      const result = await store.appendToStream(id, [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })], Expected.noStream);
      expect(result.nextExpectedVersion).toBe(2);
      expect(result.duplicate).toBe(false);
      const events = await store.readStream(id);
      expect(events.map((e) => [e.type, e.streamVersion, e.data])).toEqual([['A', 1, { n: 1 }], ['B', 2, { n: 2 }]]);
      expect(events[0].metadata).toMatchObject({ actor: 'user-1', impersonator: 'admin-1', brand: 'default', occurredAt: '2026-11-20T12:00:00.000Z' });
      expect(events[0].metadata.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(comparePositions(events[0].globalPosition, events[1].globalPosition)).toBeLessThan(0);
    });

    it('reads a slice of a stream by version', async () => {
      const id = stream();
      await store.appendToStream(id, [newEvent('A'), newEvent('B'), newEvent('C')], Expected.noStream);
      expect((await store.readStream(id, { fromVersion: 2, toVersion: 2 })).map((e) => e.type)).toEqual(['B']);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('honours every expected-version mode', async () => {
      const id = stream();
      await expect(store.appendToStream(id, [newEvent('A')], Expected.exists)).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(store.appendToStream(id, [newEvent('A')], Expected.exact(3))).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await store.appendToStream(id, [newEvent('A')], Expected.noStream);
      await expect(store.appendToStream(id, [newEvent('B')], Expected.noStream)).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(store.appendToStream(id, [newEvent('B')], Expected.exact(2))).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect((await store.appendToStream(id, [newEvent('B')], Expected.exact(1))).nextExpectedVersion).toBe(2);
      expect((await store.appendToStream(id, [newEvent('C')], Expected.exists)).nextExpectedVersion).toBe(3);
      expect((await store.appendToStream(id, [newEvent('D')], Expected.any)).nextExpectedVersion).toBe(4);
      expect((await store.appendToStream(stream(), [newEvent('X')], Expected.any)).nextExpectedVersion).toBe(1);
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('reports the actual version on a conflict', async () => {
      const id = stream();
      await store.appendToStream(id, [newEvent('A'), newEvent('B')], Expected.noStream);
      const error = await store.appendToStream(id, [newEvent('C')], Expected.exact(1)).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error.code).toBe('eventstore.wrong_expected_version');
      expect(error.actual).toBe(2);
    });

    it('stores the same event id once: a retried append is a no-op', async () => {
      const id = stream();
      const e1 = newEvent('A');
      const e2 = newEvent('B');
      const first = await store.appendToStream(id, [e1, e2], Expected.noStream);
      const again = await store.appendToStream(id, [e1, e2], Expected.noStream);
      expect(again.duplicate).toBe(true);
      expect(again.nextExpectedVersion).toBe(2);
      expect(comparePositions(again.position, first.position)).toBe(0);
      const alsoAny = await store.appendToStream(id, [e1, e2], Expected.any);
      expect(alsoAny.duplicate).toBe(true);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('refuses an append where only some event ids were stored before', async () => {
      const id = stream();
      const e1 = newEvent('A');
      await store.appendToStream(id, [e1], Expected.noStream);
      await expect(store.appendToStream(id, [e1, newEvent('B')], Expected.any)).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('lets exactly one of many concurrent appends with the same expected version win', async () => {
      const id = stream('race');
      await store.appendToStream(id, [newEvent('Created')], Expected.noStream);
      const n = factory.concurrentWriters;
      const results = await Promise.allSettled(
        Array.from({ length: n }, (_, i) => store.appendToStream(id, [newEvent('Raced', { i })], Expected.exact(1))),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(n - 1);
      expect(lost.every((r) => r.reason instanceof WrongExpectedVersionError)).toBe(true);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('lets exactly one of many concurrent no-stream appends create the stream', async () => {
      const id = stream('race-new');
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => store.appendToStream(id, [newEvent('Created')], Expected.noStream)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('stores the same event id once when the retry races the original', async () => {
      const id = stream('dup-race');
      const e = newEvent('Once');
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.appendToStream(id, [e], Expected.any)));
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    describe('appendToStreams: several streams, all or nothing (ADR 0094)', () => {
      it('writes a new stream and an existing one at its version together, as given: ids, order, versions, positions', async () => {
        const [fresh, existing] = [stream('multi-new'), stream('multi-old')];
        await store.appendToStream(existing, [newEvent('Old1'), newEvent('Old2')], Expected.noStream);
        const given = { fresh: [newEvent('New1', { n: 1 }), newEvent('New2', { n: 2 })], existing: [newEvent('Old3', { n: 3 })] };
        const notified = new Promise<void>((resolve) => {
          const off = store.onAppended(() => {
            off();
            resolve();
          });
        });
        const results = await store.appendToStreams([
          { streamId: fresh, expectedVersion: 0, events: given.fresh },
          { streamId: existing, expectedVersion: 2, events: given.existing },
        ]);
        await notified;
        expect(results).not.toBeNull();
        const [a, b] = [await store.readStream(fresh), await store.readStream(existing)];
        expect(a.map((e) => [e.type, e.streamVersion, e.data, e.metadata.eventId])).toEqual(given.fresh.map((e, i) => [e.type, i + 1, e.data, e.metadata.eventId]));
        expect(b.map((e) => [e.type, e.streamVersion])).toEqual([['Old1', 1], ['Old2', 2], ['Old3', 3]]);
        expect(b[2].metadata).toEqual(given.existing[0].metadata);
        expect(results!.map((r) => r.nextExpectedVersion)).toEqual([2, 3]);
        expect(results!.map((r) => r.duplicate)).toEqual([false, false]);
        expect(results![0].position).toEqual(a[1].globalPosition);
        expect(results![1].position).toEqual(b[2].globalPosition);
        // The global order is the order given, one append after the other.
        const written = [...a, b[2]];
        for (let i = 1; i < written.length; i++) expect(comparePositions(written[i - 1].globalPosition, written[i].globalPosition)).toBeLessThan(0);
        // The streams' versions moved too: the next single appends go in at the versions answered.
        await expect(store.appendToStream(fresh, [newEvent('New3')], Expected.exact(2))).resolves.toMatchObject({ nextExpectedVersion: 3 });
        await expect(store.appendToStream(existing, [newEvent('Old4')], Expected.exact(3))).resolves.toMatchObject({ nextExpectedVersion: 4 });
      });

      it('writes nothing when the stream that must be new exists already', async () => {
        const [taken, existing] = [stream('multi-taken'), stream('multi-old')];
        await store.appendToStream(taken, [newEvent('There')], Expected.noStream);
        await store.appendToStream(existing, [newEvent('Old1')], Expected.noStream);
        expect(await store.appendToStreams([
          { streamId: existing, expectedVersion: 1, events: [newEvent('Old2')] },
          { streamId: taken, expectedVersion: 0, events: [newEvent('Again')] },
        ])).toBeNull();
        expect((await store.readStream(existing)).map((e) => e.type)).toEqual(['Old1']);
        expect((await store.readStream(taken)).map((e) => e.type)).toEqual(['There']);
        await expect(store.appendToStream(existing, [newEvent('Old2')], Expected.exact(1))).resolves.toMatchObject({ nextExpectedVersion: 2 });
      });

      it("writes nothing when an existing stream's version moved", async () => {
        const [fresh, existing] = [stream('multi-new'), stream('multi-old')];
        await store.appendToStream(existing, [newEvent('Old1'), newEvent('Old2')], Expected.noStream);
        expect(await store.appendToStreams([
          { streamId: fresh, expectedVersion: 0, events: [newEvent('New1')] },
          { streamId: existing, expectedVersion: 1, events: [newEvent('Stale')] },
        ])).toBeNull();
        expect(await store.readStream(fresh)).toEqual([]);
        expect((await store.readStream(existing)).map((e) => e.type)).toEqual(['Old1', 'Old2']);
        // No streams row was left behind: the new stream is still new.
        await expect(store.appendToStream(fresh, [newEvent('New1')], Expected.noStream)).resolves.toMatchObject({ nextExpectedVersion: 1 });
      });

      it('writes nothing when one event id is stored already (a retried batch)', async () => {
        const [fresh, existing] = [stream('multi-new'), stream('multi-old')];
        const stored = newEvent('Old1');
        await store.appendToStream(existing, [stored], Expected.noStream);
        expect(await store.appendToStreams([
          { streamId: fresh, expectedVersion: 0, events: [newEvent('New1')] },
          { streamId: existing, expectedVersion: 1, events: [newEvent('Old2', {}, stored.metadata.eventId)] },
        ])).toBeNull();
        expect(await store.readStream(fresh)).toEqual([]);
        expect(await store.readStream(existing)).toHaveLength(1);
      });

      it('refuses a stream given twice, an append without events and a version below 0, writing nothing', async () => {
        const id = stream('multi-bad');
        await expect(store.appendToStreams([
          { streamId: id, expectedVersion: 0, events: [newEvent('A')] }, { streamId: id, expectedVersion: 0, events: [newEvent('B')] },
        ])).rejects.toThrow(/each stream once/);
        await expect(store.appendToStreams([{ streamId: id, expectedVersion: 0, events: [] }])).rejects.toThrow(/at least one event/);
        await expect(store.appendToStreams([{ streamId: id, expectedVersion: -1, events: [newEvent('A')] }])).rejects.toThrow(/not a version/);
        expect(await store.readStream(id)).toEqual([]);
        expect(await store.appendToStreams([])).toEqual([]);
      });

      it('lets exactly one of many concurrent batches create a shared new stream; the others write none of theirs', async () => {
        const shared = stream('multi-race');
        const own = Array.from({ length: 10 }, () => stream('multi-own'));
        const results = await Promise.all(own.map((id, i) => store.appendToStreams([
          { streamId: shared, expectedVersion: 0, events: [newEvent('Claimed', { i })] },
          { streamId: id, expectedVersion: 0, events: [newEvent('Created', { i })] },
        ])));
        const won = results.flatMap((r, i) => (r ? [i] : []));
        expect(won).toHaveLength(1);
        expect((await store.readStream(shared)).map((e) => e.data)).toEqual([{ i: won[0] }]);
        for (const [i, id] of own.entries()) expect(await store.readStream(id)).toHaveLength(i === won[0] ? 1 : 0);
      });
    });

    it('reads the global log after a position, in order, in pages', async () => {
      const head = await store.headPosition();
      const id = stream('all');
      await store.appendToStream(id, [newEvent('P1'), newEvent('P2'), newEvent('P3')], Expected.noStream);
      const seen: string[] = [];
      let position = head;
      // The log shows an event only once every transaction older than its own has ended (gap-free reads), and on a
      // shared cluster a transaction in another database can hold that back for a moment: read on until it shows.
      const deadline = Date.now() + 10_000;
      while (seen.length < 3 && Date.now() < deadline) {
        const page = await store.readAll(position, 2);
        if (page.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        seen.push(...page.filter((e) => e.streamId === id).map((e) => e.type));
        position = page[page.length - 1].globalPosition;
      }
      expect(seen).toEqual(['P1', 'P2', 'P3']);
      expect(comparePositions(await store.headPosition(), head)).toBeGreaterThan(0);
      expect(comparePositions(position, START)).toBeGreaterThan(0);
    });

    it('reads a page for some event types only: the same page as readAll, only those types decoded, ending where it ends', async () => {
      const head = await store.headPosition();
      const id = stream('typed');
      await store.appendToStream(id, ['Wanted', 'Other', 'Wanted', 'Other', 'Other', 'Also'].map((t, i) => newEvent(t, { i })), Expected.noStream);
      const deadline = Date.now() + 10_000;
      while ((await store.readAll(head, 100)).filter((e) => e.streamId === id).length < 6 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const seen: unknown[] = [];
      let position = head;
      for (;;) {
        const all = await store.readAll(position, 2);
        const typed = await readPageOfTypes(store, position, 2, ['Wanted', 'Also']);
        expect(typed.scanned).toBe(all.length);
        expect(typed.end).toEqual(all.at(-1)?.globalPosition ?? null);
        expect(typed.events).toEqual(all.filter((e) => e.type === 'Wanted' || e.type === 'Also'));
        if (!typed.end) break;
        seen.push(...typed.events.filter((e) => e.streamId === id).map((e) => [e.type, e.data]));
        position = typed.end;
      }
      expect(seen).toEqual([['Wanted', { i: 0 }], ['Wanted', { i: 2 }], ['Also', { i: 5 }]]);
    });

    it('upcasts old schema versions on read', async () => {
      const upcasting = await factory.create({
        upcasters: { PriceSet: { 1: (d: { dollars: number }) => ({ cents: d.dollars * 100 }) } },
      });
      try {
        const id = stream('upcast');
        await upcasting.appendToStream(id, [newEvent('PriceSet', { dollars: 12 }, randomUUID(), 1), newEvent('PriceSet', { cents: 500 }, randomUUID(), 2)], Expected.noStream);
        const events = await upcasting.readStream(id);
        expect(events.map((e) => [e.schemaVersion, e.data])).toEqual([[2, { cents: 1200 }], [2, { cents: 500 }]]);
      } finally {
        await upcasting.close();
      }
    });

    it('notifies subscribers after an append', async () => {
      const notified = new Promise<void>((resolve) => {
        const off = store.onAppended(() => {
          off();
          resolve();
        });
      });
      // Give a LISTEN connection time to be established before appending.
      await new Promise((r) => setTimeout(r, 200));
      await store.appendToStream(stream('notify'), [newEvent('N')], Expected.noStream);
      await notified;
    });
  });
}

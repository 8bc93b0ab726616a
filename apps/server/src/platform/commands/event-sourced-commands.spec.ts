import { type Decider, type DomainEvent, UserType } from '@marketplace/domain';
import { WrongExpectedVersionError } from '../event-store/event-store.errors';
import { InMemoryEventStore } from '../event-store/in-memory-event-store';
import { Expected, type EventStore, type ReadStreamOptions } from '../event-store/event-store.port';
import { eventMetadata, type RequestContext, systemContext } from '../http/request-context';
import { EventSourcedCommands, onStream } from './event-sourced-commands';
import { StreamFoldCache } from './stream-fold-cache';

/** The types folded so far, and a decider that appends what it is told unless the stream already has `max` events. */
type Seen = readonly string[];
const seen: Decider<{ type: string; max?: number }, DomainEvent, Seen> = {
  initialState: [],
  decide: (c, s) => (c.max !== undefined && s.length >= c.max ? [] : [{ type: c.type, data: {} }]),
  evolve: (s, e) => [...s, e.type],
};

/** A store whose reads are recorded, and which can be swapped for another (the database under a process replaced). */
function watchedStore(first: EventStore) {
  let current = first;
  const reads: { streamId: string; fromVersion: number; rows: number }[] = [];
  const store = {
    readStream: async (streamId: string, o: ReadStreamOptions = {}) => {
      const rows = await current.readStream(streamId, o);
      reads.push({ streamId, fromVersion: o.fromVersion ?? 1, rows: rows.length });
      return rows;
    },
    appendToStream: (...args: Parameters<EventStore['appendToStream']>) => current.appendToStream(...args),
  } as unknown as EventStore;
  return { store, reads, swap: (next: EventStore) => (current = next) };
}

const ctx = systemContext(new Date('2026-03-01T12:00:00Z'));

async function appendTypes(commands: EventSourcedCommands, streamId: string, types: string[], folds?: StreamFoldCache<Seen>) {
  for (const type of types) await commands.execute(seen, streamId, { type }, ctx, { folds });
}

describe('EventSourcedCommands with a fold cache (ADR 0053)', () => {
  it('reads only the events from the last one folded, and folds to the same state as a whole read', async () => {
    const w = watchedStore(new InMemoryEventStore());
    const commands = new EventSourcedCommands(w.store);
    const folds = new StreamFoldCache<Seen>(10);
    await appendTypes(commands, 's-1', ['A', 'B', 'C', 'D'], folds);
    w.reads.length = 0;
    // Folds are kept from reads: the read before D's append folded up to C, so E's command reads C and D.
    await appendTypes(commands, 's-1', ['E'], folds);
    expect(w.reads).toEqual([{ streamId: 's-1', fromVersion: 3, rows: 2 }]);
    const folded = await commands.fold(seen, 's-1', folds);
    expect(folded).toEqual({ state: ['A', 'B', 'C', 'D', 'E'], version: 5 });
    expect(w.reads[1]).toEqual({ streamId: 's-1', fromVersion: 4, rows: 2 });
    const whole = await commands.load(seen, 's-1');
    expect({ state: whole.state, version: whole.version }).toEqual(folded);
  });

  it('sees what another process appended since (a fold is never stale)', async () => {
    const w = watchedStore(new InMemoryEventStore());
    const here = new EventSourcedCommands(w.store);
    const elsewhere = new EventSourcedCommands(w.store);
    const folds = new StreamFoldCache<Seen>(10);
    await appendTypes(here, 's-1', ['A', 'B'], folds);
    await here.fold(seen, 's-1', folds);
    await appendTypes(elsewhere, 's-1', ['X', 'Y']);
    expect(await here.fold(seen, 's-1', folds)).toEqual({ state: ['A', 'B', 'X', 'Y'], version: 4 });
    // A command decided on the fold appends after the other process's events, with their version expected.
    await here.execute(seen, 's-1', { type: 'C', max: 5 }, ctx, { folds });
    await here.execute(seen, 's-1', { type: 'D', max: 5 }, ctx, { folds });
    expect((await here.load(seen, 's-1')).state).toEqual(['A', 'B', 'X', 'Y', 'C']);
  });

  it('re-decides on a conflict with what the winner appended', async () => {
    const w = watchedStore(new InMemoryEventStore());
    const commands = new EventSourcedCommands(w.store);
    const folds = new StreamFoldCache<Seen>(10);
    await appendTypes(commands, 's-1', ['A'], folds);
    const known = await commands.fold(seen, 's-1', folds);
    await appendTypes(new EventSourcedCommands(w.store), 's-1', ['X']);
    // Decided on the fold as it stood (version 1): the append conflicts, the retry reads the winner's event.
    const outcome = await commands.execute(seen, 's-1', { type: 'B', max: 2 }, ctx, { folds, loaded: known, retries: 1 });
    expect(outcome.events).toEqual([]);
    expect(outcome.state).toEqual(['A', 'X']);
  });

  it('reads the whole stream again when the event it folded last is not where it was', async () => {
    const w = watchedStore(new InMemoryEventStore());
    const commands = new EventSourcedCommands(w.store);
    const folds = new StreamFoldCache<Seen>(10);
    await appendTypes(commands, 's-1', ['A', 'B', 'C'], folds);
    await commands.fold(seen, 's-1', folds);
    // Another database under the same process (a test database dropped and made again): a shorter stream, then a
    // longer one whose events differ from the folded ones.
    const replaced = new InMemoryEventStore();
    w.swap(replaced);
    await appendTypes(new EventSourcedCommands(replaced), 's-1', ['P']);
    expect(await commands.fold(seen, 's-1', folds)).toEqual({ state: ['P'], version: 1 });
    await commands.fold(seen, 's-1', folds);
    const again = new InMemoryEventStore();
    w.swap(again);
    await appendTypes(new EventSourcedCommands(again), 'other', ['Z']); // moves the global positions on
    await appendTypes(new EventSourcedCommands(again), 's-1', ['Q', 'R', 'S']);
    expect(await commands.fold(seen, 's-1', folds)).toEqual({ state: ['Q', 'R', 'S'], version: 3 });
  });

  it('keeps the most recently used streams up to its capacity, and never an older fold over a newer one', async () => {
    const store = new InMemoryEventStore();
    const commands = new EventSourcedCommands(store);
    const folds = new StreamFoldCache<Seen>(2);
    for (const id of ['s-1', 's-2']) await appendTypes(commands, id, ['A'], folds);
    await commands.fold(seen, 's-1', folds);
    await commands.fold(seen, 's-2', folds);
    await commands.fold(seen, 's-1', folds); // s-2 is now the least recently used
    await appendTypes(commands, 's-3', ['A'], folds);
    await commands.fold(seen, 's-3', folds);
    expect(folds.size).toBe(2);
    expect(folds.get('s-2')).toBeUndefined();
    expect(folds.get('s-1')?.version).toBe(1);
    const newer = folds.get('s-3')!;
    folds.remember('s-3', { ...newer, version: 0 });
    expect(folds.get('s-3')).toBe(newer);
  });
});

describe('EventSourcedCommands.executeOnStreams: decisions on several streams, written together or not at all (ADR 0094)', () => {
  const request: RequestContext = {
    correlationId: 'corr-1', brand: 'brand-a', now: new Date('2026-03-01T12:00:00Z'), ip: '', userAgent: 'test',
    principal: { sessionId: 's', userId: 'actor-1', userTypeId: UserType.Regular, impersonatorId: 'admin-9', emailVerified: true, active: true },
  };

  it("appends each stream's decision in one append, with the request's metadata, and answers each stream's outcome", async () => {
    const store = new InMemoryEventStore();
    const commands = new EventSourcedCommands(store);
    await appendTypes(commands, 'old', ['A']);
    const appendToStreams = jest.spyOn(store, 'appendToStreams');
    const [fresh, old] = await commands.executeOnStreams([
      onStream(seen, 'new', () => ({ type: 'Created' }), { isNew: true }),
      onStream(seen, 'old', (state) => ({ type: `After${state.join('')}` })),
    ], request, { causationId: 'cause-1' });
    expect(appendToStreams).toHaveBeenCalledTimes(1);
    expect(fresh).toMatchObject({ events: [{ type: 'Created' }], state: ['Created'], version: 1 });
    expect(old).toMatchObject({ events: [{ type: 'AfterA' }], state: ['A', 'AfterA'], version: 2 });
    const [created] = await store.readStream('new');
    const [, after] = await store.readStream('old');
    expect(fresh.append!.position).toEqual(created.globalPosition);
    expect(old.append!.position).toEqual(after.globalPosition);
    for (const e of [created, after]) {
      expect(e.metadata).toMatchObject({
        correlationId: 'corr-1', causationId: 'cause-1', actor: 'actor-1', impersonator: 'admin-9', brand: 'brand-a', occurredAt: '2026-03-01T12:00:00.000Z',
      });
    }
    expect(created.metadata.eventId).not.toBe(after.metadata.eventId);
  });

  it('decides again on what a concurrent writer appended, and writes nothing of a refused attempt', async () => {
    const store = new InMemoryEventStore();
    const commands = new EventSourcedCommands(store);
    await appendTypes(commands, 'shared', ['A']);
    let attempts = 0;
    const [shared, own] = await commands.executeOnStreams([
      onStream(seen, 'shared', async (state) => {
        // Another request appends to the shared stream after the first attempt read it.
        if (attempts++ === 0) await store.appendToStream('shared', [{ type: 'Raced', data: {}, metadata: eventMetadata(ctx) }], Expected.exact(1));
        return { type: `B${state.length}`, max: 3 };
      }),
      onStream(seen, 'own', () => ({ type: 'Own' }), { isNew: true }),
    ], ctx, { retries: 1 });
    expect(attempts).toBe(2);
    expect(shared.state).toEqual(['A', 'Raced', 'B2']);
    expect(own.version).toBe(1);
    expect((await store.readStream('own')).map((e) => e.type)).toEqual(['Own']);
  });

  it('refuses, writing nothing, a new stream that exists: WrongExpectedVersionError names it once the retries are spent', async () => {
    const store = new InMemoryEventStore();
    const commands = new EventSourcedCommands(store);
    await appendTypes(commands, 'taken', ['There']);
    let attempts = 0;
    const error = await commands.executeOnStreams([
      onStream(seen, 'claim', () => (attempts++, { type: 'Claimed' })),
      onStream(seen, 'taken', () => ({ type: 'Created' }), { isNew: true }),
    ], ctx, { retries: 2 }).catch((e) => e);
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect(error).toMatchObject({ streamId: 'taken', expected: Expected.noStream, actual: 1 });
    expect(attempts).toBe(3);
    expect(await store.readStream('claim')).toEqual([]);
    expect((await store.readStream('taken')).map((e) => e.type)).toEqual(['There']);
  });

  it('writes nothing when a decider refuses, and leaves a stream that decided nothing untouched', async () => {
    const store = new InMemoryEventStore();
    const commands = new EventSourcedCommands(store);
    const refusing = { ...seen, decide: () => { throw new Error('refused'); } };
    await expect(commands.executeOnStreams([
      onStream(seen, 'first', () => ({ type: 'A' })), onStream(refusing, 'second', () => ({ type: 'B' })),
    ], ctx)).rejects.toThrow('refused');
    expect(await store.readStream('first')).toEqual([]);

    await appendTypes(commands, 'full', ['A']);
    const [full, other] = await commands.executeOnStreams([
      onStream(seen, 'full', () => ({ type: 'B', max: 1 })), onStream(seen, 'other', () => ({ type: 'C' })),
    ], ctx);
    expect(full).toEqual({ events: [], state: ['A'], version: 1, append: null });
    expect(other.version).toBe(1);
    expect(await store.readStream('full')).toHaveLength(1);
  });
});

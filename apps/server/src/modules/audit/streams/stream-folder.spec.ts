import fc from 'fast-check';
import type { EventStore, ReadStreamOptions, RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { StreamType } from '../../../platform/module-registration';
import { foldKeyOf, InMemorySnapshotStorage, StreamFolder, type FoldPoint, upcasterFingerprint } from './stream-folder';

const STREAM = 'ledger-1';
interface Ledger { total: number; count: number; last: string[]; secret: unknown }

/** A stream type whose fold depends on order, on every event and on a value outside evolve (`factor`). */
function ledgerType(factor: number, stateVersion?: number): StreamType {
  const evolve = (s: Ledger, e: { type: string; data: { n: number; secret?: unknown } }): Ledger => ({
    total: e.type === 'Doubled' ? s.total * 2 : s.total + e.data.n * factor,
    count: s.count + 1,
    last: [...s.last, e.type].slice(-3),
    secret: e.data.secret ?? s.secret,
  });
  return { prefix: 'ledger-', initialState: { total: 0, count: 0, last: [], secret: null }, evolve, ...(stateVersion ? { stateVersion } : {}) };
}

interface Spec { type: 'Added' | 'Doubled'; n: number; schemaVersion: number; minutes: number; sealed: boolean }

/** A read-only store over one stream (recording times may go backwards, as concurrent commits can make them). */
function storeOf(specs: readonly Spec[]): { store: EventStore; events: RecordedEvent[]; reads: number[] } {
  const events = specs.map((s, i): RecordedEvent => ({
    streamId: STREAM, streamVersion: i + 1, globalPosition: { transactionId: '1', position: String(i + 1) }, type: s.type, schemaVersion: s.schemaVersion,
    data: { n: s.n, ...(s.sealed ? { secret: { $sealed: `pv1.k${i}.c${i}` } } : {}) },
    metadata: { eventId: `e${i}`, correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: '' },
    recordedAt: new Date(Date.UTC(2026, 0, 1) + s.minutes * 60_000),
  }));
  const reads: number[] = [];
  const store = {
    readStream: async (id: string, o: ReadStreamOptions = {}) => {
      const out = events.filter((e) => id === STREAM && e.streamVersion >= (o.fromVersion ?? 1) && e.streamVersion <= (o.toVersion ?? Infinity));
      reads.push(out.length);
      return out;
    },
  } as unknown as EventStore;
  return { store, events, reads };
}

/** What the audit state showed before snapshots: read everything, keep what the point selects, fold it. */
function fullReplay(type: StreamType, events: readonly RecordedEvent[], point: FoldPoint) {
  const list = events.filter((e) => ('version' in point ? e.streamVersion <= point.version : 'at' in point ? e.recordedAt <= point.at : true));
  if (list.length === 0) return null;
  return {
    version: list[list.length - 1].streamVersion, schemaVersions: [...new Set(list.map((e) => e.schemaVersion))],
    state: list.reduce((s, e) => type.evolve(s, e), type.initialState), lastRecordedAt: list[list.length - 1].recordedAt,
  };
}

const specs = fc.array(fc.record({
  type: fc.constantFrom('Added' as const, 'Added' as const, 'Doubled' as const),
  n: fc.integer({ min: -50, max: 50 }),
  schemaVersion: fc.constantFrom(1, 2),
  // Mostly forward in time, sometimes a little back.
  minutes: fc.integer({ min: -2, max: 10 }),
  sealed: fc.boolean(),
}), { maxLength: 80 }).map((list) => {
  let t = 0;
  return list.map((s) => ({ ...s, minutes: (t += s.minutes) }));
});
const points = (length: number) => fc.array(fc.oneof(
  fc.integer({ min: 0, max: length + 2 }).map((version): FoldPoint => ({ version })),
  fc.integer({ min: -5, max: length * 10 + 5 }).map((m): FoldPoint => ({ at: new Date(Date.UTC(2026, 0, 1) + m * 60_000) })),
  fc.constant({} as FoldPoint),
), { minLength: 1, maxLength: 12 });

describe('state snapshots (ADR 0033)', () => {
  it('snapshot + replay equals a full replay at any version or instant, also after an evolve change', async () => {
    await fc.assert(fc.asyncProperty(
      specs.chain((s) => fc.tuple(fc.constant(s), points(s.length), points(s.length), fc.integer({ min: 1, max: 9 }))),
      async ([list, before, after, every]) => {
        const { store, events } = storeOf(list);
        const storage = new InMemorySnapshotStorage();
        const old = ledgerType(1);
        const folder = new StreamFolder(store, storage, 'u', every);
        for (const p of before) expect(await folder.fold(STREAM, old, p)).toEqual(fullReplay(old, events, p));
        // The same evolve source now folds differently (its `factor` changed) and declares it: old snapshots are not read.
        const bumped = ledgerType(3, 2);
        for (const p of [...after, ...before]) expect(await folder.fold(STREAM, bumped, p)).toEqual(fullReplay(bumped, events, p));
      },
    ), { numRuns: 200 });
  });

  it('reads only the events after the nearest snapshot, and keeps sealed values sealed in it', async () => {
    const list: Spec[] = Array.from({ length: 2_000 }, (_, i) => ({ type: 'Added', n: i, schemaVersion: 1, minutes: i, sealed: i === 7 }));
    const { store, events, reads } = storeOf(list);
    const storage = new InMemorySnapshotStorage();
    const type = ledgerType(1);
    const folder = new StreamFolder(store, storage, 'u', 500);
    expect(await folder.fold(STREAM, type, { version: 1_999 })).toEqual(fullReplay(type, events, { version: 1_999 }));
    expect(reads).toEqual([1_999]);
    const kept = [...storage.kept.values()][0];
    expect(kept.map((s) => s.version)).toEqual([500, 1_000, 1_500]);
    expect((kept[0].state as Ledger).secret).toEqual({ $sealed: 'pv1.k7.c7' });
    expect(await folder.fold(STREAM, type, { version: 1_234 })).toEqual(fullReplay(type, events, { version: 1_234 }));
    expect(await folder.fold(STREAM, type, { at: events[1_700].recordedAt })).toEqual(fullReplay(type, events, { at: events[1_700].recordedAt }));
    expect(reads.slice(1)).toEqual([234, 500]);
  });

  it('keys snapshots by the stream type, its state version, its evolve and the upcasters', () => {
    const type = ledgerType(1);
    const key = foldKeyOf(type, upcasterFingerprint({}));
    expect(foldKeyOf(ledgerType(1), upcasterFingerprint({}))).toBe(key);
    expect(foldKeyOf(ledgerType(1, 2), upcasterFingerprint({}))).not.toBe(key);
    expect(foldKeyOf({ ...type, evolve: (s: Ledger) => s }, upcasterFingerprint({}))).not.toBe(key);
    expect(foldKeyOf(type, upcasterFingerprint({ Added: { 1: (d: unknown) => d } }))).not.toBe(key);
  });
});

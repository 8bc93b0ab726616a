import { createHash } from 'node:crypto';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { StreamType } from '../../../platform/module-registration';

/** A snapshot every this many events of a stream (ADR 0033). */
export const SNAPSHOT_EVERY = 500;

/** A stream folded up to `version`: the events 1..version, all of them, with nothing left out. */
export interface Snapshot {
  readonly version: number;
  readonly state: unknown;
  /** The (upcasted) schema versions of events 1..version, in order of first appearance. */
  readonly schemaVersions: readonly number[];
  /** When the event at `version` was recorded. */
  readonly lastRecordedAt: Date;
  /** The latest recording time among events 1..version (a snapshot serves an instant at or after it). */
  readonly maxRecordedAt: Date;
}

/** Where snapshots are kept: audit.state_snapshots in production, a map in unit tests. */
export interface SnapshotStorage {
  /** The snapshot of the highest version that is at most `version`, or whose events were all recorded by `at`, or the latest. */
  nearest(streamId: string, foldKey: string, point: FoldPoint): Promise<Snapshot | null>;
  /** Keeps snapshots (ignores those already kept). */
  save(streamId: string, foldKey: string, snapshots: readonly Snapshot[]): Promise<void>;
}

/** Where to stop folding: at a version of the stream, at an instant (events recorded by then), or at its end. */
export type FoldPoint = { readonly version: number } | { readonly at: Date } | Record<string, never>;

export interface Folded {
  readonly version: number;
  readonly schemaVersions: number[];
  /** Null for a stream without a registered type (nothing to fold with). */
  readonly state: unknown;
  readonly lastRecordedAt: Date;
}

/**
 * What a snapshot depends on besides the events: the stream type (its prefix, its declared `stateVersion`, the source
 * of its evolve) and every upcaster (`upcasters`: a fingerprint of the chains). Any change to one of them gives another
 * key, so snapshots folded by an older evolve or before an upcaster are never used again.
 */
export function foldKeyOf(type: StreamType, upcasters: string): string {
  return createHash('sha256').update(JSON.stringify([type.prefix, type.stateVersion ?? 1, type.evolve.toString(), upcasters])).digest('base64url');
}

/** A fingerprint of the upcaster chains: event types, the schema versions they upgrade from, and their source. */
export function upcasterFingerprint(chains: Record<string, Record<number, (data: any) => unknown>>): string {
  const parts = Object.keys(chains).sort().flatMap((type) => Object.keys(chains[type]).sort().map((v) => `${type}@${v}:${chains[type][Number(v)].toString()}`));
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

/**
 * Folds a stream with the domain's evolve from the nearest snapshot at or before the point, reading only the events after
 * it (ADR 0033). Snapshots are written lazily: each multiple of `every` that a fold walks past is kept for the next one.
 * They hold the folded state exactly as the events hold it: sealed fields stay sealed (a shredded key leaves them
 * unreadable in the snapshot as in the stream).
 */
export class StreamFolder {
  private readonly keys = new Map<StreamType, string>();

  constructor(
    private readonly store: EventStore,
    private readonly storage: SnapshotStorage,
    private readonly upcasters: string,
    private readonly every = SNAPSHOT_EVERY,
  ) {}

  private keyOf(type: StreamType) {
    let key = this.keys.get(type);
    if (!key) this.keys.set(type, (key = foldKeyOf(type, this.upcasters)));
    return key;
  }

  /** The stream folded at the point, or null when no event of it is at or before the point. */
  async fold(streamId: string, type: StreamType | null, point: FoldPoint): Promise<Folded | null> {
    const version = 'version' in point ? point.version : undefined;
    const at = 'at' in point ? point.at : undefined;
    if (!type) {
      const events = (await this.store.readStream(streamId, version !== undefined ? { toVersion: version } : {})).filter((e) => !at || e.recordedAt <= at);
      if (events.length === 0) return null;
      return { version: events[events.length - 1].streamVersion, schemaVersions: [...new Set(events.map((e) => e.schemaVersion))], state: null, lastRecordedAt: events[events.length - 1].recordedAt };
    }
    if (version !== undefined && version <= 0) return null;
    const key = this.keyOf(type);
    const base = await this.storage.nearest(streamId, key, point);
    const rest = await this.store.readStream(streamId, { fromVersion: (base?.version ?? 0) + 1, ...(version !== undefined ? { toVersion: version } : {}) });
    return this.replay(streamId, key, type, base, rest, at);
  }

  private async replay(streamId: string, key: string, type: StreamType, base: Snapshot | null, rest: readonly RecordedEvent[], at: Date | undefined) {
    let state = base ? base.state : type.initialState;
    const schemaVersions = new Set(base?.schemaVersions ?? []);
    let last: { version: number; recordedAt: Date } | null = base ? { version: base.version, recordedAt: base.lastRecordedAt } : null;
    let max = base?.maxRecordedAt ?? new Date(0);
    // Snapshots only of a whole prefix: none after an event left out (recorded after the instant).
    let whole = true;
    const fresh: Snapshot[] = [];
    for (const e of rest) {
      if (at && e.recordedAt > at) {
        whole = false;
        continue;
      }
      state = type.evolve(state, { type: e.type, data: e.data });
      schemaVersions.add(e.schemaVersion);
      last = { version: e.streamVersion, recordedAt: e.recordedAt };
      if (e.recordedAt > max) max = e.recordedAt;
      if (whole && e.streamVersion % this.every === 0) {
        fresh.push({ version: e.streamVersion, state: structuredClone(state), schemaVersions: [...schemaVersions], lastRecordedAt: e.recordedAt, maxRecordedAt: max });
      }
    }
    if (fresh.length > 0) await this.storage.save(streamId, key, fresh);
    if (!last) return null;
    return { version: last.version, schemaVersions: [...schemaVersions], state, lastRecordedAt: last.recordedAt };
  }
}

/** Snapshots in memory (unit tests, tools without a database). */
export class InMemorySnapshotStorage implements SnapshotStorage {
  readonly kept = new Map<string, Snapshot[]>();

  async nearest(streamId: string, foldKey: string, point: FoldPoint) {
    const all = (this.kept.get(`${streamId}\n${foldKey}`) ?? [])
      .filter((s) => ('version' in point ? s.version <= point.version : 'at' in point ? s.maxRecordedAt <= point.at : true));
    const best = all.sort((a, b) => b.version - a.version)[0];
    return best ? structuredClone(best) : null;
  }

  async save(streamId: string, foldKey: string, snapshots: readonly Snapshot[]) {
    const list = this.kept.get(`${streamId}\n${foldKey}`) ?? [];
    for (const s of snapshots) if (!list.some((k) => k.version === s.version)) list.push(structuredClone(s));
    this.kept.set(`${streamId}\n${foldKey}`, list);
  }
}

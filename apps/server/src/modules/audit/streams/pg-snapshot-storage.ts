import { deserialize, serialize } from 'node:v8';
import { type Kysely, sql } from 'kysely';
import type { FoldPoint, Snapshot, SnapshotStorage } from './stream-folder';

interface Row { version: number; state: Buffer; schema_versions: number[]; last_recorded_at: Date; max_recorded_at: Date }

/** Snapshots in audit.state_snapshots (migration audit-0003). */
export class PgSnapshotStorage implements SnapshotStorage {
  constructor(private readonly db: Kysely<any>) {}

  async nearest(streamId: string, foldKey: string, point: FoldPoint): Promise<Snapshot | null> {
    const { rows } = await sql<Row>`
      select version, state, schema_versions, last_recorded_at, max_recorded_at from audit.state_snapshots
      where stream_id = ${streamId} and fold_key = ${foldKey}
        and ${'version' in point ? sql`version <= ${point.version}` : 'at' in point ? sql`max_recorded_at <= ${point.at}` : sql`true`}
      order by version desc limit 1`.execute(this.db);
    const r = rows[0];
    if (!r) return null;
    return {
      version: r.version, state: deserialize(r.state), schemaVersions: r.schema_versions,
      lastRecordedAt: new Date(r.last_recorded_at), maxRecordedAt: new Date(r.max_recorded_at),
    };
  }

  async save(streamId: string, foldKey: string, snapshots: readonly Snapshot[]): Promise<void> {
    await this.db.insertInto('audit.state_snapshots').values(snapshots.map((s) => ({
      stream_id: streamId, fold_key: foldKey, version: s.version, state: serialize(s.state), schema_versions: [...s.schemaVersions],
      last_recorded_at: s.lastRecordedAt, max_recorded_at: s.maxRecordedAt,
    }))).onConflict((oc) => oc.doNothing()).execute();
  }
}

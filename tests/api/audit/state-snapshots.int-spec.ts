import fc from 'fast-check';
import { sql } from 'kysely';
import { auditStreamId, transactionStreamId, UserType } from '@marketplace/domain';
import { type Client } from '../../support/http-client';
import { startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { userOfType } from '../identity/support';
import { allStreamTypes, allUpcasterChains } from '../../../apps/server/src/app.registry';
import { maskPersonal, PgSnapshotStorage, StreamFolder, upcasterFingerprint } from '../../../apps/server/src/modules/audit/audit.public';
import { PrivacyVault } from '../../../apps/server/src/platform/privacy/privacy-vault';
import type { RecordedEvent } from '../../../apps/server/src/platform/event-store/event-store.port';
import type { StreamType } from '../../../apps/server/src/platform/module-registration';
import { extendWithPriceChanges } from './support';

const LENGTH = 1_234;
let t: PurchaseTestServer;
let admin: Client;
let vehicleStream: string;
let buyer: { client: Client; userId: string; email: string };
let transactionId: string;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 2 });
  admin = (await userOfType(t.server, UserType.Admin)).client;
  buyer = await t.buyer();
  ({ transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]));
  // Recorded one second apart, so that instants fall between events.
  vehicleStream = await extendWithPriceChanges(t, t.vehicleIds[0], LENGTH, { spacedBy: 1 });
});
afterAll(() => t?.stop());

const typeOf = (streamId: string) => allStreamTypes().find((s) => streamId.startsWith(s.prefix)) ?? null;

/** What the audit state showed before snapshots: the whole stream read, the events the point selects folded. */
function replay(type: StreamType | null, events: readonly RecordedEvent[], keep: (e: RecordedEvent) => boolean) {
  const list = events.filter(keep);
  if (list.length === 0) return null;
  const state = type ? list.reduce((s, e) => type.evolve(s, { type: e.type, data: e.data }), type.initialState) : null;
  return { version: list[list.length - 1].streamVersion, schemaVersions: [...new Set(list.map((e) => e.schemaVersion))], state, last: list[list.length - 1] };
}

/** The state route's answer recomputed by full replays of every stream it shows. */
async function expectFullReplay(body: { at: string | null; streams: { streamId: string; version: number; schemaVersions: number[]; state: unknown }[] }, subject: string, version: number) {
  const own = await t.server.infra.store.readStream(subject);
  const mine = replay(typeOf(subject), own, (e) => e.streamVersion <= version);
  expect(body.streams[0]).toEqual({ streamId: subject, version: mine!.version, schemaVersions: mine!.schemaVersions, state: maskPersonal(mine!.state) });
  expect(body.at).toBe(mine!.last.recordedAt.toISOString());
  for (const s of body.streams.slice(1)) {
    const other = replay(typeOf(s.streamId), await t.server.infra.store.readStream(s.streamId), (e) => e.recordedAt <= mine!.last.recordedAt);
    expect(s).toEqual({ streamId: s.streamId, version: other!.version, schemaVersions: other!.schemaVersions, state: maskPersonal(other!.state) });
  }
}

const stateAt = (subject: string, query: Record<string, string | number>) => admin.get(`/audit/subjects/${subject}/state`, { query });
const kept = async (streamId: string) => (await sql<{ version: number; fold_key: string; state: Buffer }>`
  select version, fold_key, state from audit.state_snapshots where stream_id = ${streamId} order by fold_key, version`.execute(t.server.infra.db)).rows;

describe('audit state snapshots (ADR 0033)', () => {
  it(`answers the state at random versions of a ${LENGTH}-event stream exactly as a full replay, keeping a snapshot every 500 events`, async () => {
    const versions = fc.sample(fc.integer({ min: 1, max: LENGTH }), { numRuns: 12, seed: 15 });
    for (const version of [LENGTH, ...versions, 500, 501, 999, 1_000]) {
      const res = await stateAt(vehicleStream, { version });
      expect(res.status).toBe(200);
      await expectFullReplay(res.body, vehicleStream, version);
    }
    expect((await kept(vehicleStream)).map((r) => r.version)).toEqual([500, 1_000]);
    // No point: the whole stream, from the latest snapshot.
    const latest = await stateAt(vehicleStream, {});
    expect(latest.status).toBe(200);
    const full = replay(typeOf(vehicleStream), await t.server.infra.store.readStream(vehicleStream), () => true)!;
    expect(latest.body.streams[0]).toEqual({ streamId: vehicleStream, version: LENGTH, schemaVersions: full.schemaVersions, state: maskPersonal(full.state) });
    // A version beyond what a stream can hold is the field's 400, not a database error.
    const huge = await stateAt(vehicleStream, { version: 3_000_000_000 });
    expect([huge.status, huge.body.code, huge.body.errors?.[0]?.path]).toEqual([400, 'validation.invalid_input', 'query.version']);
  });

  it('answers the state at an instant exactly as a full replay', async () => {
    const events = await t.server.infra.store.readStream(vehicleStream);
    for (const i of fc.sample(fc.integer({ min: 0, max: LENGTH - 1 }), { numRuns: 6, seed: 16 })) {
      const at = events[i].recordedAt;
      const res = await stateAt(vehicleStream, { at: at.toISOString() });
      expect(res.status).toBe(200);
      const full = replay(typeOf(vehicleStream), events, (e) => e.recordedAt <= at);
      expect(res.body.streams[0]).toEqual({ streamId: vehicleStream, version: full!.version, schemaVersions: full!.schemaVersions, state: maskPersonal(full!.state) });
    }
  });

  it('never reads snapshots folded by another evolve: a bumped state version folds afresh, and equals its full replay', async () => {
    const vehicle = typeOf(vehicleStream)!;
    const marked: StreamType = { ...vehicle, stateVersion: 2, evolve: (s, e) => ({ ...(vehicle.evolve(s, e) as object), folds: ((s as { folds?: number }).folds ?? 0) + 1 }) };
    const folder = new StreamFolder(t.server.infra.store, new PgSnapshotStorage(t.server.infra.db), upcasterFingerprint(allUpcasterChains()));
    const events = await t.server.infra.store.readStream(vehicleStream);
    for (const version of [1_100, 700, LENGTH]) {
      const folded = await folder.fold(vehicleStream, marked, { version });
      expect(folded!.state).toEqual(replay(marked, events, (e) => e.streamVersion <= version)!.state);
      expect((folded!.state as { folds: number }).folds).toBe(version);
    }
    const keys = new Set((await kept(vehicleStream)).map((r) => r.fold_key));
    expect(keys.size).toBe(2);
    // And the route, on the registered evolve, still answers as before.
    await expectFullReplay((await stateAt(vehicleStream, { version: 1_100 })).body, vehicleStream, 1_100);
  });

  it(`pages the timeline of the ${LENGTH}-event subject in (tx, pos) order, every row once, with filters`, async () => {
    const seen: string[] = [];
    let after = '0/0';
    for (;;) {
      const page = await admin.get(`/audit/subjects/${vehicleStream}/timeline`, { query: { limit: 200, after } });
      expect(page.status).toBe(200);
      seen.push(...page.body.rows.map((r: { streamId: string; streamVersion: number }) => `${r.streamId}#${r.streamVersion}`));
      if (!page.body.next) break;
      after = page.body.next;
    }
    const own = seen.filter((k) => k.startsWith(`${vehicleStream}#`));
    expect(own).toEqual(Array.from({ length: LENGTH }, (_, i) => `${vehicleStream}#${i + 1}`));
    expect(new Set(seen).size).toBe(seen.length);
    const { rows } = await sql<{ k: string }>`select stream_id || '#' || stream_version as k from audit.event_index
      where stream_id = any(${[vehicleStream, auditStreamId(vehicleStream)]}::text[]) order by tx, pos`.execute(t.server.infra.db);
    expect(seen.filter((k) => rows.some((r) => r.k === k))).toEqual(rows.map((r) => r.k));
    const typed = await admin.get(`/audit/subjects/${vehicleStream}/timeline`, { query: { limit: 5, type: 'VehiclePriceChanged' } });
    expect(typed.body.rows.map((r: { type: string }) => r.type)).toEqual(Array(5).fill('VehiclePriceChanged'));
  });

  it('shows a shredded subject as shredded (sealed), never as an error, and snapshots hold no personal value in clear', async () => {
    const subject = transactionStreamId(transactionId);
    await t.server.app.get(PrivacyVault, { strict: false }).shred(buyer.userId);
    const res = await stateAt(subject, { version: 1 });
    expect(res.status).toBe(200);
    await expectFullReplay(res.body, subject, 1);
    const reveal = await admin.get(`/audit/subjects/${subject}/timeline`);
    expect(reveal.status).toBe(200);
    expect(reveal.body.shredded).toBe(true);
    const local = buyer.email.split('@')[0];
    for (const row of (await sql<{ state: Buffer }>`select state from audit.state_snapshots`.execute(t.server.infra.db)).rows) {
      expect(row.state.toString('latin1')).not.toContain(local);
    }
  });
});

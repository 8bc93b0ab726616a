import { auditStreamId, transactionStreamId, UserType, vehicleStreamId } from '@marketplace/domain';
import { Client } from '../../support/http-client';
import { expectProblem, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { userOfType } from '../identity/support';
import { unzipSync } from 'fflate';
import { CONFIG } from '../../../apps/server/src/platform/tokens';
import { allStreamTypes } from '../../../apps/server/src/app.registry';
import { createDisputeBundles, verifyBundle } from '../../../apps/server/src/modules/audit/audit.public';

let t: PurchaseTestServer;
let superAdmin: { client: Client; userId: string };
let admin: { client: Client; userId: string };
let buyer: { client: Client; userId: string; email: string };
let transactionId: string;
let vehicleId: string;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 8 });
  superAdmin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Sophie', lastName: 'Gagnon' });
  admin = await userOfType(t.server, UserType.Admin, { firstName: 'Alain', lastName: 'Roy' });
  buyer = await t.buyer();
  vehicleId = t.vehicleIds[0];
  ({ transactionId } = await startPurchase(buyer.client, vehicleId));
  // A staff price change during the buyer's hold.
  const edit = await superAdmin.client.request('PATCH', `/admin/vehicles/${vehicleId}`, { body: { price: 1_234_500 } });
  expect(edit.status).toBe(200);
  await t.waitForProjections();
});
afterAll(() => t?.stop());

const timeline = (client: Client, subjectId: string, query: Record<string, string | number> = {}) =>
  client.get(`/audit/subjects/${subjectId}/timeline`, { query });

describe('audit: find, timeline, diff, state, reveal', () => {
  it('finds the transaction from the customer email alone, and by transaction id, VIN and correlation id', async () => {
    const byEmail = await admin.client.get('/audit/search', { query: { q: buyer.email.toUpperCase() } });
    expect(byEmail.status).toBe(200);
    const ids = byEmail.body.subjects.map((s: { subjectId: string }) => s.subjectId);
    expect(ids).toEqual(expect.arrayContaining([`user-${buyer.userId}`, transactionStreamId(transactionId)]));
    const byTx = await admin.client.get('/audit/search', { query: { q: transactionId } });
    expect(byTx.body.subjects.map((s: { subjectId: string }) => s.subjectId)).toContain(transactionStreamId(transactionId));
    const vehicle = (await t.server.infra.store.readStream(vehicleStreamId(vehicleId)))[0].data as { vin: string };
    const byVin = await admin.client.get('/audit/search', { query: { q: vehicle.vin } });
    expect(byVin.body.subjects.map((s: { subjectId: string }) => s.subjectId)).toContain(vehicleStreamId(vehicleId));
    const byName = await admin.client.get('/audit/search', { query: { q: 'first8 LAST8' } });
    expect(byName.body.subjects.map((s: { subjectId: string }) => s.subjectId)).toContain(`user-${buyer.userId}`);
    const future = await admin.client.get('/audit/search', { query: { q: transactionId, from: '2100-01-01T00:00:00Z' } });
    expect(future.body.subjects).toEqual([]);
  });

  it('never indexes an email or a name in clear', async () => {
    const { rows } = await t.server.infra.db.selectFrom('audit.event_index').select('keys').execute().then((r) => ({ rows: r }));
    const all = rows.flatMap((r) => r.keys as string[]);
    expect(all.some((k) => k.includes('@'))).toBe(false);
    expect(all.some((k) => /first8|last8/i.test(k))).toBe(false);
  });

  it('refuses a search over 200 characters (400) and other user types (403)', async () => {
    expectProblem(await admin.client.get('/audit/search', { query: { q: 'x'.repeat(201) } }), 400, expect.any(String) as unknown as string);
    for (const type of [UserType.Regular, UserType.Dealer, UserType.RegularAlt, UserType.TeamMember, UserType.VehiclesTeam]) {
      const other = await userOfType(t.server, type);
      expect((await other.client.get('/audit/search', { query: { q: transactionId } })).status).toBe(403);
      expect((await timeline(other.client, transactionStreamId(transactionId))).status).toBe(403);
      expect((await other.client.get(`/audit/streams/${transactionStreamId(transactionId)}/versions/1/diff`)).status).toBe(403);
    }
  });

  it('answers 404 for an unknown subject', async () => {
    expect((await timeline(admin.client, 'purchase-00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses every staff read a link from another site opens (they write to the access log), recording nothing', async () => {
    const subject = transactionStreamId(transactionId);
    const viewsOf = async () => (await t.server.infra.store.readStream(auditStreamId(subject))).filter((e) => e.type === 'audit.subject-viewed').length;
    const before = await viewsOf();
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const refused = [
      await admin.client.get(`/audit/subjects/${subject}/timeline`, { query: { reason: 'chosen by another site' }, headers: crossSite }),
      await admin.client.get(`/audit/subjects/${subject}/bundle`, { headers: crossSite }),
      await admin.client.get(`/audit/streams/${subject}`, { headers: crossSite }),
      await admin.client.get(`/audit/subjects/${subject}/state`, { headers: crossSite }),
      await admin.client.get(`/audit/streams/${subject}/versions/1/diff`, { headers: crossSite }),
      await admin.client.get(`/audit/subjects/${subject}/customer-view`, { headers: crossSite }),
    ];
    for (const r of refused) expect({ status: r.status, code: r.body.code }).toEqual({ status: 403, code: 'auth.csrf_failed' });
    expect(await viewsOf()).toBe(before);
  });

  it('shows one timeline with the vehicle price change by staff during the hold, and records the opening', async () => {
    const res = await timeline(admin.client, transactionStreamId(transactionId), { reason: 'customer dispute' });
    expect(res.status).toBe(200);
    const rows = res.body.rows as { streamId: string; type: string; actor: { userId: string; name: string | null; userTypeId: number | null } | null; group: number }[];
    const price = rows.find((r) => r.type === 'VehiclePriceChanged');
    expect(price).toMatchObject({ streamId: vehicleStreamId(vehicleId), actor: { userId: superAdmin.userId, name: 'Sophie Gagnon', userTypeId: UserType.SuperAdmin } });
    expect(rows.some((r) => r.type === 'VehicleLocked')).toBe(true);
    expect(rows.some((r) => r.streamId === transactionStreamId(transactionId))).toBe(true);
    const viewed = rows.filter((r) => r.type === 'audit.subject-viewed');
    expect(viewed.at(-1)?.actor).toMatchObject({ userId: admin.userId, name: 'Alain Roy', userTypeId: UserType.Admin });
    // The buyer's name is shown to staff (issue #46 item 3): a read of their personal data, on their own access log.
    expect(rows.find((r) => r.actor?.userId === buyer.userId)?.actor?.name).toBe('First8 Last8');
    const reads = (await t.server.infra.store.readStream(auditStreamId(`user-${buyer.userId}`))).filter((e) => e.type === 'audit.subject-viewed');
    expect(reads.at(-1)?.data).toMatchObject({ viewerId: admin.userId, reason: 'GET /audit/subjects/:subjectId/timeline' });

    const onlyVehicle = await timeline(admin.client, transactionStreamId(transactionId), { stream: vehicleStreamId(vehicleId), after: '0/0' });
    expect(onlyVehicle.body.rows.every((r: { streamId: string }) => r.streamId === vehicleStreamId(vehicleId))).toBe(true);
    const paged = await timeline(admin.client, transactionStreamId(transactionId), { limit: 2, after: '0/0' });
    expect(paged.body.rows).toHaveLength(2);
    const page2 = await timeline(admin.client, transactionStreamId(transactionId), { limit: 2, after: paged.body.next });
    expect(page2.body.rows[0].position).not.toBe(paged.body.rows[1].position);
  });

  it('diffs one event from the domain evolve with its schema version, and folds the state at a version', async () => {
    const vehicleEvents = await t.server.infra.store.readStream(vehicleStreamId(vehicleId));
    const priceEvent = vehicleEvents.find((e) => e.type === 'VehiclePriceChanged')!;
    const diff = await admin.client.get(`/audit/streams/${vehicleStreamId(vehicleId)}/versions/${priceEvent.streamVersion}/diff`);
    expect(diff.status).toBe(200);
    expect(diff.body).toMatchObject({ type: 'VehiclePriceChanged', schemaVersion: 1 });
    expect(diff.body.changes).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'price', after: 1_234_500 })]));
    const state = await admin.client.get(`/audit/subjects/${transactionStreamId(transactionId)}/state`, { query: { version: 1 } });
    expect(state.status).toBe(200);
    expect(state.body.streams[0]).toMatchObject({ streamId: transactionStreamId(transactionId), version: 1 });
    // A version past the stream's end never existed: 404 on the field, not the latest state (issue #46 item 4).
    const length = (await t.server.infra.store.readStream(transactionStreamId(transactionId))).length;
    const past = await admin.client.get(`/audit/subjects/${transactionStreamId(transactionId)}/state`, { query: { version: length + 1 } });
    expectProblem(past, 404, 'audit.event_not_found', 'query.version');
    expect((await admin.client.get(`/audit/subjects/${transactionStreamId(transactionId)}/state`, { query: { version: length } })).status).toBe(200);
  });

  it("records each staff read of the raw stream, the state, a diff and the customer view on the subject's access log, one entry per read", async () => {
    const subject = transactionStreamId(transactionId);
    const log = auditStreamId(subject);
    const vehicleLog = auditStreamId(vehicleStreamId(vehicleId));
    const logLength = async (streamId: string) => (await t.server.infra.store.readStream(streamId)).length;
    const from = await logLength(log);
    const reads: { what: string; by: typeof admin; res: Awaited<ReturnType<Client['get']>> }[] = [];
    const read = async (what: string, by: typeof admin, path: string, query: Record<string, string | number> = {}) => {
      const res = await by.client.get(path, { query });
      expect([what, path, res.status]).toEqual([what, path, 200]);
      reads.push({ what, by, res });
    };
    await read('stream', admin, `/audit/streams/${subject}`);
    await read('state', admin, `/audit/subjects/${subject}/state`, { version: 1 });
    await read('diff', admin, `/audit/streams/${subject}/versions/1/diff`);
    await read('customer-view', admin, `/audit/subjects/${subject}/customer-view`);
    await read('customer-view', admin, `/audit/subjects/${subject}/customer-view`, { at: '2000-01-01T00:00:00.000Z' });
    // The access log read as a stream is a read of its subject: on that subject's log, not on a log of the log.
    await read('diff', superAdmin, `/audit/streams/${log}/versions/1/diff`);
    await read('stream', superAdmin, `/audit/streams/${log}`);

    const added = (await t.server.infra.store.readStream(log)).slice(from);
    expect(added.map((e) => ({ type: e.type, data: e.data, actor: e.metadata.actor, correlationId: e.metadata.correlationId }))).toEqual(reads.map(({ what, by, res }) => ({
      type: 'audit.subject-viewed',
      data: { subjectId: subject, viewerId: by.userId, viewerType: by === admin ? UserType.Admin : UserType.SuperAdmin, reason: what, viewedAt: expect.any(String) },
      actor: by.userId,
      correlationId: res.headers.get('x-correlation-id'),
    })));
    expect(await logLength(auditStreamId(log))).toBe(0);

    // A read that answers nothing records nothing.
    const vehicleLogFrom = await logLength(vehicleLog);
    expect((await admin.client.get(`/audit/streams/${subject}/versions/9999/diff`)).status).toBe(404);
    expect((await admin.client.get(`/audit/subjects/${vehicleStreamId(vehicleId)}/customer-view`)).status).toBe(404);
    expect([await logLength(log), await logLength(vehicleLog)]).toEqual([from + reads.length, vehicleLogFrom]);

    // The views are in the subject's timeline with their staff actor, and in the buyer's own copy of their access log (Law 25 export).
    const rows = (await timeline(admin.client, subject, { stream: log, type: 'audit.subject-viewed', after: '0/0', limit: 200 })).body.rows as { streamVersion: number; actor: { userId: string } }[];
    const versions = added.map((e) => e.streamVersion);
    expect(rows.filter((r) => versions.includes(r.streamVersion)).map((r) => r.actor.userId)).toEqual(reads.map((r) => r.by.userId));
    const exported = await buyer.client.get('/user/export');
    expect(exported.status).toBe(200);
    const views = (exported.body.accessEvents as { streamId: string; type: string; data: { viewerId: string; reason: string } }[])
      .filter((e) => e.streamId === log && e.type === 'audit.subject-viewed').map((e) => [e.data.viewerId, e.data.reason]);
    expect(views.slice(-reads.length)).toEqual(reads.map((r) => [r.by.userId, r.what]));
  });

  it('lets a super admin reveal with a reason (recorded), refuses admins (403) and short reasons (400)', async () => {
    const subject = transactionStreamId(transactionId);
    expectProblem(await admin.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'customer called about the deposit' } }), 403, 'audit.reveal_forbidden');
    const short = await superAdmin.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'because' } });
    expect(short.status).toBe(400);
    const ok = await superAdmin.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'chargeback review #4411' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ subjectId: subject, shredded: false });
    const log = await t.server.infra.store.readStream(`audit-${subject}`);
    expect(log.map((e) => e.type)).toContain('audit.personal-data-revealed');
    const revealed = log.find((e) => e.type === 'audit.personal-data-revealed')!;
    expect(revealed.data).toMatchObject({ viewerId: superAdmin.userId, reason: 'chargeback review #4411' });
    expect(revealed.metadata.actor).toBe(superAdmin.userId);
  });

  it('shows a shredded subject as shredded, not as an error', async () => {
    const other = await t.buyer();
    const { transactionId: tx } = await startPurchase(other.client, t.vehicleIds[1]);
    await t.server.app.get((await import('../../../apps/server/src/platform/privacy/privacy-vault')).PrivacyVault, { strict: false }).shred(other.userId);
    await t.waitForProjections();
    const res = await timeline(admin.client, transactionStreamId(tx));
    expect(res.status).toBe(200);
    expect(res.body.shredded).toBe(true);
    const reveal = await superAdmin.client.post(`/audit/subjects/${transactionStreamId(tx)}/reveal`, { body: { reason: 'erasure request audit' } });
    expect(reveal.body.shredded).toBe(true);
  });

  it('refuses the dispute bundle of a purchase without a card dispute (the complete bundle: disputes.int-spec.ts)', async () => {
    const res = await admin.client.get(`/audit/subjects/${transactionStreamId(transactionId)}/bundle`, { query: { lang: 'fr-ca' } });
    expectProblem(res, 409, 'audit.no_dispute');
  });

  it('builds the same bundle outside Nest for the CLI (events bundle)', async () => {
    const bundles = createDisputeBundles({ db: t.server.infra.db, store: t.server.infra.store, config: t.server.app.get(CONFIG, { strict: false }), streamTypes: allStreamTypes });
    const { zip, manifest } = await bundles.build(transactionStreamId(transactionId), { lang: 'fr-ca', generatedBy: null, now: new Date() });
    expect(manifest.eventRange.count).toBeGreaterThan(3);
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries).sort()).toEqual(['events.jsonl', 'manifest.json', 'stripe-records.json', 'timeline-fr-ca.pdf']);
    const lines = Buffer.from(entries['events.jsonl']).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.some((l) => l.type === 'VehiclePriceChanged')).toBe(true);
    expect(Buffer.from(entries['timeline-fr-ca.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
    // Later events do not break the check: the range is fixed by the manifest.
    await timeline(admin.client, transactionStreamId(transactionId));
    expect(await verifyBundle(t.server.infra.store, entries)).toEqual([]);
    const tampered = { ...entries, 'events.jsonl': new Uint8Array(Buffer.from(Buffer.from(entries['events.jsonl']).toString().replace('VehiclePriceChanged', 'VehiclePriceChangeX'))) };
    expect(await verifyBundle(t.server.infra.store, tampered)).toEqual(['events.jsonl: hash differs']);
  });

  it('rate-limits search per staff member', async () => {
    const staff = await userOfType(t.server, UserType.Admin);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await staff.client.get('/audit/search', { query: { q: `nothing-${i}` } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expectProblem({ status: statuses[30], body: (await staff.client.get('/audit/search', { query: { q: 'again' } })).body }, 429, 'rate_limit.exceeded');
    expect((await admin.client.get('/audit/search', { query: { q: 'other staff' } })).status).toBe(200);
  });

  it('checks read models: a corrupted row is reported with the position where it starts', async () => {
    const subject = vehicleStreamId(vehicleId);
    const clean = await admin.client.get(`/audit/subjects/${subject}/read-model-check`);
    expect(clean.status).toBe(200);
    expect(clean.body.differences).toEqual([]);
    await t.server.infra.db.updateTable('catalog.vehicle_listings').set({ price: 1 }).where('id', '=', vehicleId).execute();
    const corrupted = await admin.client.get(`/audit/subjects/${subject}/read-model-check`);
    const priceEvent = (await t.server.infra.store.readStream(subject)).find((e) => e.type === 'VehiclePriceChanged')!;
    expect(corrupted.body.differences).toEqual([expect.objectContaining({
      table: 'vehicle_listings', key: { id: vehicleId }, columns: ['price'],
      position: `${priceEvent.globalPosition.transactionId}/${priceEvent.globalPosition.position}`,
    })]);
  });
});

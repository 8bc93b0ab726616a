import { UserType } from '@marketplace/domain';
import { adminChangesStreamId } from '../../../apps/server/src/platform/event-store/admin-changes';
import { startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { userOfType } from '../identity/support';

/** Issue 15 item 8: staff edits of reference data leave an event with the actor, found by the aggregate id. */
let t: PurchaseTestServer;
let server: PurchaseTestServer['server'];
let superAdmin: Awaited<ReturnType<typeof userOfType>>;
let admin: Awaited<ReturnType<typeof userOfType>>;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 2 });
  server = t.server;
  superAdmin = await userOfType(server, UserType.SuperAdmin, { firstName: 'Chantal', lastName: 'Ouellet' });
  admin = await userOfType(server, UserType.Admin, { firstName: 'Marc', lastName: 'Tremblay' });
});
afterAll(() => t?.stop());

const timelineOf = async (streamId: string) => {
  const res = await admin.client.get(`/audit/subjects/${streamId}/timeline`, { query: { reason: 'reference data review' } });
  expect(res.status).toBe(200);
  return res.body.rows as { streamId: string; type: string; actor: { userId: string; name: string | null; userTypeId: number | null } | null }[];
};

describe('audit of reference-data edits', () => {
  it('shows an equipment edit and a model activation with the staff actor, found by the aggregate id', async () => {
    const trim = await server.infra.db.selectFrom('catalog.trims').select(['id', 'model_id']).orderBy('id').executeTakeFirstOrThrow();
    const equipment = await server.infra.db.selectFrom('catalog.equipment').select('id').orderBy('id').limit(2).execute();
    const saved = await superAdmin.client.request('POST', '/admin/cars/save-trim-equipment', { body: { trimId: trim.id, equipmentIds: equipment.map((e) => e.id) } });
    expect(saved.status).toBe(200);
    const activated = await superAdmin.client.request('POST', '/admin/cars/activate-model', { body: { modelId: trim.model_id, active: false } });
    expect(activated.status).toBe(200);
    await server.infra.projections.waitFor();

    const trimStream = adminChangesStreamId('trim', trim.id);
    const modelStream = adminChangesStreamId('model', trim.model_id);
    for (const [q, stream] of [[String(trim.id), trimStream], [modelStream, modelStream]]) {
      const found = await admin.client.get('/audit/search', { query: { q } });
      expect(found.status).toBe(200);
      expect(found.body.subjects).toEqual(expect.arrayContaining([expect.objectContaining({ subjectId: stream, kind: 'admin-changes' })]));
    }
    const actor = { userId: superAdmin.userId, name: 'Chantal Ouellet', userTypeId: UserType.SuperAdmin };
    expect((await timelineOf(trimStream)).find((r) => r.type === 'TrimEquipmentChanged')).toMatchObject({ streamId: trimStream, actor });
    expect((await timelineOf(modelStream)).find((r) => r.type === 'ModelActivationChanged')).toMatchObject({ streamId: modelStream, actor });
    const [event] = await server.infra.store.readStream(modelStream);
    expect(event.data).toMatchObject({ aggregate: 'model', aggregateId: String(trim.model_id), modelId: trim.model_id, active: false });
  });

  it('records a colour mapping edit on the make\'s stream with the actor', async () => {
    const colour = await server.infra.db.selectFrom('catalog.colours').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await admin.client.request('POST', '/admin/colors/save-colors-mapping', { body: { mappings: [{ makeId: null, manufacturerColour: 'Audit Grey', colourId: colour.id }] } });
    expect(res.status).toBe(200);
    const events = await server.infra.store.readStream(adminChangesStreamId('colour-mapping', 0));
    expect(events.at(-1)).toMatchObject({ type: 'ColourMappingChanged', data: { manufacturerColour: 'Audit Grey', colourId: colour.id }, metadata: { actor: admin.userId } });
  });

  it('writes no event when the edit fails (same transaction)', async () => {
    const res = await superAdmin.client.request('POST', '/admin/cars/activate-model', { body: { modelId: 987_654, active: true } });
    expect(res.status).toBe(404);
    expect(await server.infra.store.readStream(adminChangesStreamId('model', 987_654))).toEqual([]);
  });
});

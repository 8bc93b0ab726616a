import { AUDITED_COMPANY_STREAM_PREFIX, COMPANY_STREAM_PREFIX, companyStreamId, UserType } from '@marketplace/domain';
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
  return res.body.rows as { streamId: string; streamVersion: number; type: string; actor: { userId: string; name: string | null; userTypeId: number | null } | null }[];
};
const found = async (q: string) => {
  const res = await admin.client.get('/audit/search', { query: { q } });
  expect(res.status).toBe(200);
  return (res.body.subjects as { subjectId: string; kind: string }[]);
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

  it('shows a model promotion edit (note and image) in the model\'s timeline with the actor', async () => {
    const model = await server.infra.db.selectFrom('catalog.models').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await superAdmin.client.post('/admin/cars/save-model-promotion-note', { body: { modelId: model.id, note: 'Rabais du printemps', languageId: 2 } })).status).toBe(200);
    expect((await superAdmin.client.post('/admin/cars/save-model-promotion-image-url', { body: { modelId: model.id, url: 'https://images.example.com/promo.jpg' } })).status).toBe(200);
    await server.infra.projections.waitFor();
    const stream = adminChangesStreamId('model', model.id);
    expect((await found(String(model.id))).map((s) => s.subjectId)).toContain(stream);
    const rows = await timelineOf(stream);
    const actor = { userId: superAdmin.userId, name: 'Chantal Ouellet', userTypeId: UserType.SuperAdmin };
    expect(rows.find((r) => r.type === 'PromotionNoteChanged')).toMatchObject({ streamId: stream, actor });
    expect(rows.find((r) => r.type === 'PromotionImageChanged')).toMatchObject({ streamId: stream, actor });
  });

  it('finds a company by its name; its timeline shows a promotions configuration change with the actor, and its diff', async () => {
    expect(AUDITED_COMPANY_STREAM_PREFIX).toBe(COMPANY_STREAM_PREFIX);
    const created = await admin.client.post('/company/create-company', {
      body: { name: 'Garage Audit Sainte-Foy', typeId: 1, city: 'Québec', province: 'QC', lat: 46.78, lng: -71.28, makes: ['Honda'], active: true },
    });
    expect(created.status).toBe(200);
    const { companyId } = created.body as { companyId: number };
    const settings = { enabled: true, bannerEn: 'Spring sale', bannerFr: 'Solde du printemps', endsOn: '' };
    const saved = await superAdmin.client.post('/company/update-promotions-configuration', { body: { companyId, expectedVersion: 1, settings } });
    expect(saved.status).toBe(200);
    await server.infra.projections.waitFor();
    const stream = companyStreamId(companyId);
    expect(await found('garage audit sainte-foy')).toEqual(expect.arrayContaining([expect.objectContaining({ subjectId: stream, kind: 'company' })]));
    const rows = await timelineOf(stream);
    expect(rows.find((r) => r.type === 'CompanyCreated')).toMatchObject({ actor: { userId: admin.userId, name: 'Marc Tremblay', userTypeId: UserType.Admin } });
    const change = rows.find((r) => r.type === 'CompanyConfigurationSaved');
    expect(change).toMatchObject({ streamId: stream, actor: { userId: superAdmin.userId, name: 'Chantal Ouellet', userTypeId: UserType.SuperAdmin } });
    const diff = await admin.client.get(`/audit/streams/${stream}/versions/${change!.streamVersion}/diff`);
    expect(diff.status).toBe(200);
    expect(JSON.stringify(diff.body.changes)).toContain('Solde du printemps');
  });

  it("shows a user's sections change in that user's timeline with the admin who made it", async () => {
    const user = await userOfType(server, UserType.Regular);
    const res = await admin.client.post('/user/update-user-full', { body: { User_Guid: user.userId, Sections: [{ sectionId: 9, active: false }] } });
    expect(res.status).toBe(200);
    await server.infra.projections.waitFor();
    const rows = await timelineOf(`user-${user.userId}`);
    expect(rows.find((r) => r.type === 'UserSectionsChanged')).toMatchObject({
      streamId: `user-${user.userId}`, actor: { userId: admin.userId, name: 'Marc Tremblay', userTypeId: UserType.Admin },
    });
  });
});

import { randomUUID } from 'node:crypto';
import { withVinCheckDigit } from '@marketplace/domain';
import { sql } from 'kysely';
import { up as uniqueSourceModels } from '../../../apps/server/src/modules/catalog/migrations/0004-unique-source-models';
import { CatalogPublicApi } from '../../../apps/server/src/modules/catalog/catalog.public';
import { systemContext } from '../../../apps/server/src/platform/http/request-context';
import { catalogServerForFile, expectProblem } from './support';

/** Concurrent staff requests on the catalog: the invariants a sequential run keeps must hold when requests race. */
const file = catalogServerForFile();

const listing = (vin: string) => ({
  vin, condition: 'new', trimId: 1022, kilometres: 12, exteriorColourId: 5, interiorColourId: 1, price: 3_899_000, companyId: 3,
});
const list = (vin: string) => file.t.send('POST', '/admin/vehicles', listing(vin), file.staff);

/** Every listing of a VIN, whatever its status (the staff list), once the projections caught up. */
async function listingsOf(vin: string): Promise<{ id: string; status: string }[]> {
  await file.t.waitForProjections();
  const r = await file.t.json(`/admin/vehicles?search=${vin}&pageSize=100`, { session: file.staff });
  expect(r.status).toBe(200);
  return r.body.items;
}

/** Exactly one answer is `winner`; every other one is the 409 problem `code` on `path` (never a 500). */
function oneWinner(answers: { status: number; body: any }[], winner: number, code: string, path: string) {
  expect(answers.filter((a) => a.status === winner)).toHaveLength(1);
  for (const loser of answers.filter((a) => a.status !== winner)) expectProblem(loser, 409, code, path);
}

describe('POST /admin/vehicles: a VIN is listed once at a time, even when listings race', () => {
  it('of concurrent listings of one VIN, one is stored; the others answer 409 catalog.vin_already_listed on body.vin', async () => {
    const vin = withVinCheckDigit('2T3R1RFV0SW200001');
    const answers = await Promise.all(Array.from({ length: 6 }, () => list(vin)));
    oneWinner(answers, 201, 'catalog.vin_already_listed', 'body.vin');
    const winner = answers.find((a) => a.status === 201)!;
    expect((await listingsOf(vin)).map((l) => l.id)).toEqual([winner.body.id]);
    expectProblem(await list(vin), 409, 'catalog.vin_already_listed', 'body.vin');
  });

  it('a sold listing frees its VIN for exactly one new listing, also when the new listings race', async () => {
    const vin = withVinCheckDigit('2T3R1RFV0SW200002');
    const first = await list(vin);
    expect(first.status).toBe(201);
    expect((await file.t.send('PATCH', `/admin/vehicles/${first.body.id}`, { status: 'sold' }, file.staff)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: 6 }, () => list(vin)));
    oneWinner(answers, 201, 'catalog.vin_already_listed', 'body.vin');
    const second = answers.find((a) => a.status === 201)!.body.id;
    expect((await listingsOf(vin)).map((l) => [l.id, l.status]).sort()).toEqual([[first.body.id, 'sold'], [second, 'available']].sort());
    expectProblem(await list(vin), 409, 'catalog.vin_already_listed', 'body.vin');

    // Sold again: free again, for one listing.
    expect((await file.t.send('PATCH', `/admin/vehicles/${second}`, { status: 'sold' }, file.staff)).status).toBe(200);
    expect((await list(vin)).status).toBe(201);
    expect((await listingsOf(vin)).filter((l) => l.status !== 'sold')).toHaveLength(1);
  });

  it('an inventory import (the batch path) and a staff listing of one VIN never both list it', async () => {
    const catalog = file.t.server.app.get(CatalogPublicApi, { strict: false });
    for (let round = 0; round < 3; round++) {
      const vin = withVinCheckDigit(`2T3R1RFV0SW30000${round}`);
      const body = { ...listing(vin), condition: 'new' as const };
      const [batch, staff] = await Promise.all([
        catalog.listVehicles([{ vehicleId: randomUUID(), body }], systemContext()),
        list(vin),
      ]);
      const listed = (batch[0].ok ? 1 : 0) + (staff.status === 201 ? 1 : 0);
      expect(listed).toBe(1);
      if (!batch[0].ok) expect(batch[0]).toMatchObject({ code: 'catalog.vin_already_listed', field: 'vin' });
      else expectProblem(staff, 409, 'catalog.vin_already_listed', 'body.vin');
      expect(await listingsOf(vin)).toHaveLength(1);
    }
  });
});

describe('cars administration: concurrent requests keep the rules', () => {
  const db = () => file.t.server.infra.db;
  const importModel = (modelId: number, modelName: string) => file.t.send('POST', '/admin/cars/create-model', { modelId, modelName }, file.staff);

  it('imports a data-source model once: concurrent imports answer one 201 and 409 catalog.model_already_imported', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => importModel(5704, 'MX-5')));
    oneWinner(answers, 201, 'catalog.model_already_imported', 'body.modelId');
    const rows = await db().selectFrom('catalog.models').select('id').where('data_source', '=', 'chrome').where('source_model_id', '=', 5704).execute();
    expect(rows.map((r) => r.id)).toEqual([answers.find((a) => a.status === 201)!.body.id]);
    expectProblem(await importModel(5704, 'Again'), 409, 'catalog.model_already_imported', 'body.modelId');
  });

  it('the unique index\'s migration keeps the first import of a model stored twice by the old race', async () => {
    await sql`drop index catalog.models_source_model_key`.execute(db());
    const twice = await db().insertInto('catalog.models')
      .values(['chrome', 'chrome', 'eu'].map((source) => ({ make_id: 2, name: 'Pilot', body_type: 'suv', data_source: source, source_model_id: 5204 })))
      .returning('id').execute();
    await uniqueSourceModels(db());
    const rows = await db().selectFrom('catalog.models').select(['id', 'data_source', 'source_model_id']).where('id', 'in', twice.map((r) => r.id)).orderBy('id').execute();
    expect(rows.map((r) => [r.data_source, r.source_model_id])).toEqual([['chrome', 5204], ['chrome', null], ['eu', 5204]]);
    expectProblem(await importModel(5204, 'Pilot'), 409, 'catalog.model_already_imported', 'body.modelId');
    await expect(db().insertInto('catalog.models').values({ make_id: 2, name: 'Pilot', body_type: 'suv', data_source: 'chrome', source_model_id: 5204 }).execute())
      .rejects.toMatchObject({ code: '23505' });
  });

  it('never makes two models each other\'s sub-model: of "A under B" and "B under A" at once, one is refused', async () => {
    const a = (await importModel(5105, 'Highlander')).body.id as number;
    const b = (await importModel(5106, 'Sienna')).body.id as number;
    expect([typeof a, typeof b]).toEqual(['number', 'number']);
    const group = (main: number, sub: number) => file.t.send('POST', `/admin/cars/create-submodels?mainModelId=${main}`, { SubModelsId: [sub] }, file.staff);
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all([group(a, b), group(b, a)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expectProblem(answers.find((r) => r.status === 400)!, 400, 'catalog.invalid_sub_model', 'query.mainModelId');
      const parents = await db().selectFrom('catalog.models').select(['id', 'parent_model_id']).where('id', 'in', [a, b]).orderBy('id').execute();
      // One level: exactly one of the two is the other's sub-model, never both (a cycle).
      expect(parents.filter((p) => p.parent_model_id !== null)).toHaveLength(1);
      for (const main of [a, b]) expect((await file.t.send('POST', '/admin/cars/delete-submodels', { modelId: main }, file.staff)).status).toBe(200);
    }
  });
});

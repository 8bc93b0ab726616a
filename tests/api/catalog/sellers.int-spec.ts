import { sql } from 'kysely';
import { UserType, withVinCheckDigit } from '@marketplace/domain';
import { userOfType } from '../identity/support';
import { expectProblem, catalogServerForFile } from './support';

/**
 * The catalog's sellers come from the dealer context's company events (ADR 0025): a company created or edited in the
 * dealer context is the one the catalog lists vehicles for; the catalog keeps no companies of its own.
 */
const file = catalogServerForFile();

const PROFILE = { name: 'Garage Saguenay', typeId: 1, city: 'Chicoutimi', province: 'QC', lat: 48.43, lng: -71.07, makes: ['Toyota'], active: true };
const vehicle = (companyId: number, vin: string) => ({
  vin: withVinCheckDigit(vin), condition: 'new', trimId: 1022, kilometres: 12, exteriorColourId: 5, interiorColourId: 1, price: 3_899_000, companyId,
});
const sellers = async () => (await sql<{ r: string }>`select to_jsonb(s)::text as r from catalog.sellers s order by company_id`.execute(file.t.server.infra.db)).rows.map((r) => r.r);

it('the demo companies are sellers once the dealer context published them; the old catalog.companies table is gone', async () => {
  expect((await sellers()).length).toBe(8);
  const old = await sql<{ t: string | null }>`select to_regclass('catalog.companies')::text as t`.execute(file.t.server.infra.db);
  expect(old.rows[0].t).toBeNull();
});

it('a company created in the dealer context sells at once; an edit moves its next vehicles; a deactivated one sells no more', async () => {
  const admin = await userOfType(file.t.server, UserType.Admin);
  const created = await admin.client.post('/company/create-company', { body: PROFILE });
  expect(created.status).toBe(200);
  const { companyId } = created.body;
  await file.t.waitForProjections();

  const first = await file.t.send('POST', '/admin/vehicles', vehicle(companyId, '2T3R1RFV1SW100001'), file.staff);
  expect(first.status).toBe(201);
  expect((await file.t.json(`/catalog/vehicles/${first.body.id}`)).body.dealer).toMatchObject({ companyId, name: 'Garage Saguenay', city: 'Chicoutimi', province: 'QC' });

  const moved = await admin.client.post('/company/update-company', { body: { ...PROFILE, companyId, expectedVersion: 1, city: 'Jonquière' } });
  expect(moved.status).toBe(200);
  await file.t.waitForProjections();
  const second = await file.t.send('POST', '/admin/vehicles', vehicle(companyId, '2T3R1RFV1SW100002'), file.staff);
  expect((await file.t.json(`/catalog/vehicles/${second.body.id}`)).body.dealer).toMatchObject({ companyId, city: 'Jonquière' });

  expect((await admin.client.post('/company/update-company', { body: { ...PROFILE, companyId, expectedVersion: 2, active: false } })).status).toBe(200);
  await file.t.waitForProjections();
  expectProblem(await file.t.send('POST', '/admin/vehicles', vehicle(companyId, '2T3R1RFV1SW100003'), file.staff), 400, 'catalog.unknown_company', 'body.companyId');
});

it('rebuilding catalog.sellers gives identical rows', async () => {
  await file.t.waitForProjections();
  const before = await sellers();
  await file.t.server.infra.projections.rebuild('catalog.sellers');
  expect(await sellers()).toEqual(before);
});

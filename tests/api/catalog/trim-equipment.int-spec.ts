import { UserType } from '@marketplace/domain';
import { endpointRegistry } from '../../../apps/server/src/platform/http/endpoint';
import { expectInvalid, expectProblem, startCatalogServer, type CatalogTestServer } from './support';

/**
 * Issue #5: a trim's equipment, read with every item grouped by category and replaced as a whole by the vehicles
 * team (types 6, 7, 20); the public product endpoint reads the new set at once.
 */
let t: CatalogTestServer;
let staff: string;
let vehicle: { id: string; trimId: number };

const GET = '/admin/cars/get-trim-equipment';
const SAVE = '/admin/cars/save-trim-equipment';

beforeAll(async () => {
  t = await startCatalogServer({ vehicles: 6 });
  staff = t.session(UserType.VehiclesTeam);
  const first = (await t.json('/catalog/vehicles?pageSize=1')).body.items[0];
  const detail = (await t.json(`/catalog/vehicles/${first.id}`)).body;
  vehicle = { id: first.id, trimId: detail.trim.id };
}, 120_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

const read = (trimId: number, session = staff) => t.json(`${GET}?trimId=${trimId}`, { session });
const save = (body: unknown, session = staff) => t.send('POST', SAVE, body, session);
const product = async (lang: 'en' | 'fr') => (await t.json(`/products/get/${vehicle.id}?Session.Language=${lang}`)).body.Product.Equipment as string[];

describe('access', () => {
  it('declares both routes for types 6, 7 and 20, the save behind CSRF', () => {
    for (const path of [GET, SAVE]) {
      const d = endpointRegistry.find((e) => e.route.path === path)!;
      expect([path, d.access.allow, d.access.csrf]).toEqual([path, [6, 7, 20], undefined]);
    }
    expect(endpointRegistry.find((e) => e.route.path === SAVE)!.route.method).toBe('POST');
  });

  it('answers 401 to anonymous callers and 403 to consumers, dealers and team members; admins may', async () => {
    expectProblem(await t.json(`${GET}?trimId=${vehicle.trimId}`), 401, 'auth.unauthenticated');
    expectProblem(await t.send('POST', SAVE, { trimId: vehicle.trimId, equipmentIds: [] }), 401, 'auth.unauthenticated');
    for (const type of [UserType.Regular, UserType.RegularAlt, UserType.Dealer, UserType.TeamMember]) {
      expectProblem(await read(vehicle.trimId, t.session(type)), 403, 'auth.forbidden');
      expectProblem(await save({ trimId: vehicle.trimId, equipmentIds: [] }, t.session(type)), 403, 'auth.forbidden');
    }
    for (const type of [UserType.SuperAdmin, UserType.Admin]) expect((await read(vehicle.trimId, t.session(type))).status).toBe(200);
    const before = (await read(vehicle.trimId)).body.equipmentIds;
    expect(before.length).toBeGreaterThan(0);
    expect(before).toEqual((await read(vehicle.trimId)).body.equipmentIds);
  });

  it('refuses a save without the CSRF header', async () => {
    const res = await t.api(SAVE, {
      method: 'POST', session: staff, headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trimId: vehicle.trimId, equipmentIds: [] }),
    });
    expect({ status: res.status, code: (await res.json()).code }).toEqual({ status: 403, code: 'auth.csrf_failed' });
  });
});

describe('read', () => {
  it("answers the trim, its equipment ids, and every item grouped by category in both languages", async () => {
    const r = await read(vehicle.trimId);
    expect(r.status).toBe(200);
    expect(r.body.trim).toMatchObject({ id: vehicle.trimId, active: true });
    expect(typeof r.body.trim.make).toBe('string');
    expect(r.body.categories.map((c: any) => c.key)).toEqual(['safety', 'comfort', 'technology', 'interior', 'exterior', 'mechanical']);
    expect(r.body.categories[0]).toMatchObject({ nameEn: 'Safety', nameFr: 'Sécurité' });
    const items = r.body.categories.flatMap((c: any) => c.items);
    expect(items).toHaveLength(16);
    expect(items.find((i: any) => i.code === 'ac')).toMatchObject({ id: 1, nameEn: 'Air conditioning', nameFr: 'Climatisation' });
    expect(items.filter((i: any) => i.selected).map((i: any) => i.id).sort((a: number, b: number) => a - b)).toEqual(r.body.equipmentIds);
    // The same set as the public product of a vehicle of this trim.
    const names = items.filter((i: any) => i.selected);
    expect([...(await product('en'))].sort()).toEqual(names.map((i: any) => i.nameEn).sort());
    expect(Number.isNaN(Date.parse(r.body.updatedAt))).toBe(false);
  });
});

describe('save', () => {
  it('replaces the whole set (no merge), answers what changed, and the product endpoint shows it in en and fr', async () => {
    const before = (await read(vehicle.trimId)).body;
    const saved = await save({ trimId: vehicle.trimId, equipmentIds: [16, 10, 6, 10] });
    expect(saved.status).toBe(200);
    expect(saved.body.equipmentIds).toEqual([6, 10, 16]);
    expect(saved.body.added).toEqual([6, 10, 16].filter((id) => !before.equipmentIds.includes(id)));
    expect(saved.body.removed).toEqual(before.equipmentIds.filter((id: number) => ![6, 10, 16].includes(id)));
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await read(vehicle.trimId)).body.equipmentIds).toEqual([6, 10, 16]);
    expect((await product('en')).sort()).toEqual(['Backup camera', 'Sunroof', 'Ventilated front seats']);
    expect((await product('fr')).sort()).toEqual(['Caméra de recul', 'Sièges avant ventilés', 'Toit ouvrant']);

    const replaced = await save({ trimId: vehicle.trimId, equipmentIds: [1] });
    expect(replaced.body).toMatchObject({ equipmentIds: [1], added: [1], removed: [6, 10, 16] });
    expect(await product('en')).toEqual(['Air conditioning']);
  });

  it('saves the same set without writing (updatedAt kept), and saves the empty set', async () => {
    await save({ trimId: vehicle.trimId, equipmentIds: [2, 3] });
    const first = (await read(vehicle.trimId)).body;
    const again = await save({ trimId: vehicle.trimId, equipmentIds: [3, 2] });
    expect(again.body).toMatchObject({ equipmentIds: [2, 3], added: [], removed: [], updatedAt: first.updatedAt });
    const cleared = await save({ trimId: vehicle.trimId, equipmentIds: [] });
    expect(cleared.body).toMatchObject({ equipmentIds: [], added: [], removed: [2, 3] });
    expect(cleared.body.categories.flatMap((c: any) => c.items).some((i: any) => i.selected)).toBe(false);
    expect(await product('en')).toEqual([]);
  });

  it('keeps concurrent saves whole: the final set is one of them, never a mix', async () => {
    const a = [1, 2, 3, 4, 5];
    const b = [11, 12, 13];
    const results = await Promise.all([save({ trimId: vehicle.trimId, equipmentIds: a }), save({ trimId: vehicle.trimId, equipmentIds: b })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const final = (await read(vehicle.trimId)).body.equipmentIds;
    expect([JSON.stringify(a), JSON.stringify(b)]).toContain(JSON.stringify(final));
  });
});

describe('bad input', () => {
  it('refuses an unknown equipment id with its field, and changes nothing (atomic)', async () => {
    await save({ trimId: vehicle.trimId, equipmentIds: [7, 8] });
    const before = (await read(vehicle.trimId)).body;
    expectProblem(await save({ trimId: vehicle.trimId, equipmentIds: [1, 999, 2] }), 400, 'catalog.unknown_equipment', 'body.equipmentIds.1');
    const after = (await read(vehicle.trimId)).body;
    expect(after.equipmentIds).toEqual([7, 8]);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('refuses an unknown trim, on read and on save', async () => {
    expectProblem(await read(424242), 404, 'catalog.unknown_trim', 'query.trimId');
    expectProblem(await save({ trimId: 424242, equipmentIds: [1] }), 404, 'catalog.unknown_trim', 'body.trimId');
  });

  it('refuses malformed input with the field and its code', async () => {
    expectInvalid(await read(Number.NaN), 'query.trimId');
    expectInvalid(await t.json(GET, { session: staff }), 'query.trimId');
    expectInvalid(await t.json(`${GET}?trimId=99999999999`, { session: staff }), 'query.trimId', 'too_big');
    expectInvalid(await save({ trimId: vehicle.trimId }), 'body.equipmentIds', 'invalid_type');
    expectInvalid(await save({ trimId: vehicle.trimId, equipmentIds: 'all' }), 'body.equipmentIds', 'invalid_type');
    expectInvalid(await save({ trimId: vehicle.trimId, equipmentIds: [0] }), 'body.equipmentIds.0', 'too_small');
    expectInvalid(await save({ trimId: vehicle.trimId, equipmentIds: [1.5] }), 'body.equipmentIds.0', 'invalid_type');
    expectInvalid(await save({ trimId: '12', equipmentIds: [] }), 'body.trimId', 'invalid_type');
    expectInvalid(await save({ trimId: vehicle.trimId, equipmentIds: Array.from({ length: 201 }, () => 1) }), 'body.equipmentIds', 'too_big');
    expectInvalid(await save({ trimId: vehicle.trimId, equipmentIds: [], extra: true }), 'body.extra', 'unknown_field');
    expect((await read(vehicle.trimId)).body.equipmentIds).toEqual([7, 8]);
  });
});

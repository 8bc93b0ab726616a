import { distanceKm } from '@marketplace/domain';
import { GEOCODER, type Geocoder } from '../../../apps/server/src/platform/geocoding/geocoding.port';
import { expectInvalid, startCatalogServer, type CatalogTestServer } from './support';

let t: CatalogTestServer;

beforeAll(async () => {
  t = await startCatalogServer({ vehicles: 1 });
}, 120_000);
afterAll(async () => {
  await t?.stop();
}, 60_000);

describe('postal-code geocoding (GET /api/catalog/geocode and the GEOCODER port)', () => {
  it.each([
    ['H2X 1Y4', 'QC', { lat: 45.5088, lng: -73.5617 }, 3], // Montréal, Plateau / Quartier des spectacles
    ['h3b4w8', 'QC', { lat: 45.5005, lng: -73.5700 }, 3], // Montréal downtown
    ['M5V 3L9', 'ON', { lat: 43.6426, lng: -79.3871 }, 3], // Toronto, CN Tower
    ['K1A 0A6', 'ON', { lat: 45.4236, lng: -75.7009 }, 3], // Ottawa, Parliament Hill
    ['G1R 4P5', 'QC', { lat: 46.8123, lng: -71.2145 }, 3], // Vieux-Québec
    ['V6B 1A1', 'BC', { lat: 49.2800, lng: -123.1150 }, 3], // Vancouver downtown
    ['T2P 2M5', 'AB', { lat: 51.0478, lng: -114.0700 }, 3], // Calgary downtown
    ['T5J 0N3', 'AB', { lat: 53.5444, lng: -113.4909 }, 3], // Edmonton downtown
  ])('places %s within a few km', async (postalCode, province, where, km) => {
    const r = await t.json(`/catalog/geocode?postalCode=${encodeURIComponent(postalCode)}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ province, accuracy: 'fsa', fsa: postalCode.replace(/\s/g, '').slice(0, 3).toUpperCase() });
    expect(distanceKm(r.body, where)).toBeLessThan(km);
  });

  it('falls back to a point of the postal region outside the bundled FSAs', async () => {
    const r = await t.json('/catalog/geocode?postalCode=P7B%205E1'); // Thunder Bay
    expect(r.body).toMatchObject({ province: 'ON', accuracy: 'province' });
  });

  it('answers {} (and logs an error) when the postal code is not Canadian', async () => {
    for (const code of ['12345', 'D1A 1A1', 'W1A 1AA', '']) {
      const r = await t.json(`/catalog/geocode?postalCode=${encodeURIComponent(code)}`);
      expect(r).toMatchObject({ status: 200, body: {} });
    }
    expectInvalid(await t.json('/catalog/geocode'), 'query.postalCode');
  });

  it('is injectable by other modules through the GEOCODER token', async () => {
    const geocoder = t.server.app.get<Geocoder>(GEOCODER);
    expect(await geocoder.geocode('H2X1Y4')).toMatchObject({ fsa: 'H2X', province: 'QC' });
    expect(await geocoder.geocode('nope')).toEqual({});
  });
});

import { distanceKm } from '@marketplace/domain';
import { FsaGeocodingDriver } from './fsa-geocoding.driver';
import { FIRST_LETTER_FALLBACK, FSA_TABLE, provinceOfFsa } from './fsa-table';
import { Geocoder } from './geocoding.port';

const near = (fsaPrefix: RegExp, centre: { lat: number; lng: number }, km: number) => {
  const entries = [...FSA_TABLE].filter(([fsa]) => fsaPrefix.test(fsa));
  expect(entries.length).toBeGreaterThan(0);
  for (const [fsa, e] of entries) {
    const d = distanceKm(centre, e);
    if (d > km) throw new Error(`${fsa} (${e.place}) is ${d.toFixed(1)} km from the metro centre, more than ${km}`);
  }
  return entries.length;
};

describe('FSA table', () => {
  it('puts every metro FSA near its metro centre (catches typos in the table)', () => {
    expect(near(/^H/, { lat: 45.55, lng: -73.65 }, 35)).toBeGreaterThanOrEqual(120); // Montréal and Laval
    expect(near(/^J4/, { lat: 45.51, lng: -73.47 }, 20)).toBeGreaterThanOrEqual(15); // Longueuil, Brossard
    expect(near(/^G[12]/, { lat: 46.83, lng: -71.27 }, 20)).toBeGreaterThanOrEqual(29); // Québec
    expect(near(/^J[89]/, { lat: 45.47, lng: -75.70 }, 35)).toBeGreaterThanOrEqual(10); // Gatineau
    expect(near(/^M/, { lat: 43.70, lng: -79.40 }, 25)).toBeGreaterThanOrEqual(95); // Toronto
    expect(near(/^K[12]/, { lat: 45.38, lng: -75.70 }, 30)).toBeGreaterThanOrEqual(36); // Ottawa
    expect(near(/^L[45]/, { lat: 43.70, lng: -79.55 }, 35)).toBeGreaterThanOrEqual(29); // Mississauga, Vaughan, Markham
    expect(near(/^V[56]/, { lat: 49.25, lng: -123.10 }, 20)).toBeGreaterThanOrEqual(40); // Vancouver, Burnaby, Richmond
    expect(near(/^T[23]|^T1Y/, { lat: 51.05, lng: -114.07 }, 25)).toBeGreaterThanOrEqual(34); // Calgary
    expect(near(/^T[56]/, { lat: 53.54, lng: -113.50 }, 25)).toBeGreaterThanOrEqual(38); // Edmonton
  });

  it('has at least 400 FSAs, each with a province from its first letter', () => {
    expect(FSA_TABLE.size).toBeGreaterThanOrEqual(400);
    for (const fsa of FSA_TABLE.keys()) {
      expect(fsa).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/);
      expect(provinceOfFsa(fsa)).not.toBeNull();
    }
  });

  it('has a fallback point for every postal region and they lie in Canada', () => {
    expect(Object.keys(FIRST_LETTER_FALLBACK).sort().join('')).toBe('ABCEGHJKLMNPRSTVXY');
    for (const p of Object.values(FIRST_LETTER_FALLBACK)) {
      expect(p.lat).toBeGreaterThan(41.6);
      expect(p.lat).toBeLessThan(70);
      expect(p.lng).toBeGreaterThan(-141);
      expect(p.lng).toBeLessThan(-52);
    }
  });
});

describe('geocoder with the FSA driver', () => {
  const errors: unknown[] = [];
  const geocoder = new Geocoder(new FsaGeocodingDriver(), { error: (...args: unknown[]) => errors.push(args) } as any);
  beforeEach(() => errors.splice(0));

  it('answers the FSA centroid for a known FSA, whatever the spelling', async () => {
    const found = await geocoder.geocode('h2x-1y4');
    expect(found).toMatchObject({ postalCode: 'H2X 1Y4', fsa: 'H2X', province: 'QC', accuracy: 'fsa' });
    expect(distanceKm(found as any, { lat: 45.5019, lng: -73.5674 })).toBeLessThan(5);
    expect(errors).toEqual([]);
  });

  it('falls back to the postal region for an FSA outside the table', async () => {
    expect(await geocoder.geocode('P7B 1A1')).toMatchObject({ fsa: 'P7B', province: 'ON', accuracy: 'province' });
    expect(await geocoder.geocode('X0A 0H0')).toMatchObject({ province: 'NU', accuracy: 'fsa' });
    expect(await geocoder.geocode('X0B 0C0')).toMatchObject({ province: 'NU', accuracy: 'province' });
  });

  it('answers {} and logs an error when the status is not 0', async () => {
    expect(await geocoder.geocode('12345')).toEqual({});
    expect(await geocoder.geocode('D1A 1A1')).toEqual({});
    expect(errors).toHaveLength(2);
  });

  it('answers {} and logs when the driver throws', async () => {
    const failing = new Geocoder({ name: 'x', lookup: async () => { throw new Error('down'); } }, { error: (...a: unknown[]) => errors.push(a) } as any);
    expect(await failing.geocode('H2X 1Y4')).toEqual({});
    expect(errors).toHaveLength(1);
  });

  it('answers {} when the service says status code 1', async () => {
    const refusing = new Geocoder({ name: 'x', lookup: async () => ({ status: { code: 1 }, locations: [] }) }, { error: (...a: unknown[]) => errors.push(a) } as any);
    expect(await refusing.geocode('H2X 1Y4')).toEqual({});
  });
});

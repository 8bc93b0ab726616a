import fc from 'fast-check';
import { localDate, todayPlusDays } from './dates';
import { roundForDisplay } from './display-rounding';
import { distanceKm, EARTH_DIAMETER_KM, type GeoPoint } from './distance';

describe('roundForDisplay', () => {
  it.each([
    [0, 0], [4, 0], [5, 10], [94, 90], [95, 100], [98, 100], [99, 100], [149, 100], [150, 200], [1_234, 1_200],
    [9_949, 9_900], [9_950, 10_000], [9_998, 10_000], [9_999, 10_000], [12_499, 12_000], [12_500, 13_000], [-94, -90], [-1_234, -1_200],
  ])('%p -> %p', (value, expected) => {
    expect(roundForDisplay(value)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
      const once = roundForDisplay(value);
      return roundForDisplay(once) === once;
    }));
  });
});

describe('distanceKm', () => {
  const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
  const montreal: GeoPoint = { lat: 45.5017, lng: -73.5673 };
  const toronto: GeoPoint = { lat: 43.6532, lng: -79.3832 };

  it('measures Montréal to Toronto at about 504 km', () => {
    expect(distanceKm(montreal, toronto)).toBeCloseTo(504, 0);
  });

  it('is half the circumference between antipodes', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo((Math.PI * EARTH_DIAMETER_KM) / 2, 6);
  });

  it('is symmetric, zero for the same point, and never beyond half the circumference', () => {
    fc.assert(fc.property(point, point, (a, b) =>
      distanceKm(a, b) === distanceKm(b, a) && distanceKm(a, a) === 0 && distanceKm(a, b) >= 0 && distanceKm(a, b) <= (Math.PI * EARTH_DIAMETER_KM) / 2 + 1e-9));
  });

  it('rejects coordinates out of range', () => {
    expect(() => distanceKm({ lat: 91, lng: 0 }, montreal)).toThrow(expect.objectContaining({ code: 'pricing.invalid_coordinates', field: 'lat' }));
    expect(() => distanceKm(montreal, { lat: 0, lng: Number.NaN })).toThrow(expect.objectContaining({ code: 'pricing.invalid_coordinates', field: 'lng' }));
  });
});

describe('todayPlusDays', () => {
  it.each([
    ['2025-06-01', 2, '2025-06-03'], ['2025-12-31', 2, '2026-01-02'], ['2024-02-28', 2, '2024-03-01'], ['2025-02-28', 1, '2025-03-01'],
    ['2025-03-08', 2, '2025-03-10'], ['2025-06-01', 0, '2025-06-01'], ['2025-06-01', -1, '2025-05-31'],
  ])('%s + %p days = %s', (today, days, expected) => {
    expect(todayPlusDays(today, days)).toBe(expected);
  });

  it('defaults to 2 days (spec §9)', () => {
    expect(todayPlusDays('2025-06-01')).toBe('2025-06-03');
  });

  it('rejects a malformed today or fractional days', () => {
    expect(() => todayPlusDays('2025-13-01', 2)).toThrow(expect.objectContaining({ code: 'pricing.invalid_date', field: 'today' }));
    expect(() => todayPlusDays('2025-06-01', 1.5)).toThrow(expect.objectContaining({ code: 'pricing.invalid_days', field: 'days' }));
  });
});

describe('localDate', () => {
  it("reads the day in the province's time zone, Toronto's for an unknown province, with one formatter per zone", () => {
    const instant = new Date('2026-01-01T04:30:00Z'); // 23:30 in Toronto, 21:30 in Vancouver, 01:00 in St. John's
    expect([localDate(instant, 'ON'), localDate(instant, 'BC'), localDate(instant, 'NL'), localDate(instant, 'XX')])
      .toEqual(['2025-12-31', '2025-12-31', '2026-01-01', '2025-12-31']);
    expect(localDate(new Date('2026-01-01T05:30:00Z'), 'ON')).toBe('2026-01-01'); // the cached formatter, another instant
  });

  it("turns the day at the zone's midnight, also for an instant in the same minute as the day read last", () => {
    // St. John's is 3:30 behind UTC in winter: its midnight falls on a half hour of UTC, still a whole minute.
    expect(localDate(new Date('2026-01-02T03:29:59.999Z'), 'NL')).toBe('2026-01-01');
    expect(localDate(new Date('2026-01-02T03:29:00.000Z'), 'NL')).toBe('2026-01-01');
    expect(localDate(new Date('2026-01-02T03:30:00.000Z'), 'NL')).toBe('2026-01-02');
    expect(localDate(new Date('2026-01-02T03:30:59.999Z'), 'NL')).toBe('2026-01-02');
    expect(localDate(new Date('2026-01-02T03:29:30.000Z'), 'NL')).toBe('2026-01-01'); // back in time: read again
    // Two provinces on one zone (QC reads Toronto's) and a zone read between them.
    const instant = new Date('2026-07-01T04:00:00Z'); // midnight in Toronto (EDT)
    expect([localDate(instant, 'ON'), localDate(instant, 'BC'), localDate(instant, 'QC')]).toEqual(['2026-07-01', '2026-06-30', '2026-07-01']);
    expect(localDate(new Date('2026-07-01T03:59:59.999Z'), 'QC')).toBe('2026-06-30');
  });
});

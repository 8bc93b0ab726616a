import { IsoDate, RequestInstant } from './common';

describe('IsoDate', () => {
  it('takes days of the calendar only (a route never hands 2026-02-30 to the database)', () => {
    for (const ok of ['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30']) expect(IsoDate.safeParse(ok).success).toBe(true);
    for (const bad of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01']) {
      expect(IsoDate.safeParse(bad).success).toBe(false);
    }
  });
});

describe('RequestInstant', () => {
  it('takes strict ISO 8601 instants with a zone, normalised to toISOString()', () => {
    expect(RequestInstant.parse('2026-03-02T10:00:00-05:00')).toBe('2026-03-02T15:00:00.000Z');
    expect(RequestInstant.parse('2026-03-02T15:00:00Z')).toBe('2026-03-02T15:00:00.000Z');
    expect(RequestInstant.parse('2026-03-02T15:00:00.123456Z')).toBe('2026-03-02T15:00:00.123Z');
  });
  it('refuses what Date.parse would guess at, a local time, an impossible day or a year out of range', () => {
    for (const bad of [
      '1 Jan 2999 00:00:00 GMT', 'Mon, 01 Jan 2020 00:00:00 GMT', '2026-03-02', '2026-03-02T15:00:00', '2026-02-30T15:00:00Z', '0001-01-01T00:00:00Z',
      '3000-01-01T00:00:00Z', '', 'now',
    ]) {
      expect(RequestInstant.safeParse(bad).success).toBe(false);
    }
  });
});

import { dayRange } from './date-range';

describe('dayRange', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('ends today by default and spans the days asked', () => {
    expect(dayRange(now, 10)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10', from: '2026-03-01T00:00:00.000Z', until: '2026-03-11T00:00:00.000Z' });
  });

  it('answers a 400 for a day outside 1900-2999 or off the calendar, never hands it to the database', () => {
    for (const [start, end, field] of [
      [undefined, '9999-12-31', 'endDate'], ['0000-01-01', '0000-01-02', 'endDate'], ['9999-12-30', '9999-12-31', 'endDate'],
      ['1899-12-31', '1900-01-02', 'startDate'], [undefined, '2026-02-30', 'endDate'], ['2026-02-10', '2026-02-01', 'startDate'],
    ] as const) {
      expect(() => dayRange(now, 30, start, end)).toThrow(expect.objectContaining({ code: 'dealer.invalid_date_range', field }));
    }
  });

  it('starts a default range no earlier than 1900-01-01, and ends the last day on 3000-01-01', () => {
    expect(dayRange(now, 30, undefined, '1900-01-05')).toMatchObject({ startDate: '1900-01-01', from: '1900-01-01T00:00:00.000Z' });
    expect(dayRange(now, 30, '2999-12-31', '2999-12-31')).toMatchObject({ until: '3000-01-01T00:00:00.000Z' });
  });
});

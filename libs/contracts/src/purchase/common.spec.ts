import { IsoDate } from './common';

describe('IsoDate', () => {
  it('takes days of the calendar only (a route never hands 2026-02-30 to the database)', () => {
    for (const ok of ['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30']) expect(IsoDate.safeParse(ok).success).toBe(true);
    for (const bad of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01']) {
      expect(IsoDate.safeParse(bad).success).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fromSlashed, lastDays, toSlashed } from './date-range';

describe('dealer date ranges', () => {
  it('the last 10 days end today, the last 30 too', () => {
    expect(lastDays(10, new Date(2026, 2, 5))).toEqual({ startDate: '2026-02-24', endDate: '2026-03-05' });
    expect(lastDays(30, new Date(2026, 0, 30))).toEqual({ startDate: '2026-01-01', endDate: '2026-01-30' });
  });

  it('reads and writes YYYY/MM/DD, refusing dates that do not exist', () => {
    expect(toSlashed('2026-03-05')).toBe('2026/03/05');
    expect(fromSlashed('2026/03/05')).toBe('2026-03-05');
    expect(fromSlashed('2026/02/30')).toBeNull();
    expect(fromSlashed('05/03/2026')).toBeNull();
  });
});

import { aheadBy, moveLines, statusLines } from './clock-tool';

describe('the clock tool', () => {
  it('says how far ahead the clock runs in days, hours, minutes and seconds', () => {
    expect(aheadBy(0)).toBe('0s');
    expect(aheadBy(8 * 86_400_000 + 30 * 60_000 - 40)).toBe('8d 30m'); // a move's own milliseconds round away
    expect(aheadBy(3_600_000 + 5_000)).toBe('1h 5s');
  });

  it('lists the deadlines still pending, and those a move reached in order with their outcome', () => {
    expect(statusLines({ now: '2026-01-09T00:00:00.000Z', offsetMs: 86_400_000, upcoming: [] }))
      .toEqual(['now 2026-01-09T00:00:00.000Z (ahead of this machine by 1d)', 'no deadline pending']);
    expect(moveLines({
      from: '2026-01-01T00:00:00.000Z', to: '2026-01-09T00:00:00.000Z', offsetMs: 8 * 86_400_000,
      reached: [{ kind: 'purchase.reservation-expiry', key: 'v1', dueAt: '2026-01-06T00:00:00.000Z', outcome: 'fired' }],
    })).toEqual([
      'moved from 2026-01-01T00:00:00.000Z to 2026-01-09T00:00:00.000Z (ahead of this machine by 8d)',
      '1 deadline(s) due on the way, in order:',
      '  2026-01-06T00:00:00.000Z  purchase.reservation-expiry  v1  fired',
    ]);
  });
});

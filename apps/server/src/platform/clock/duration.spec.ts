import { MAX_CLOCK_MOVE_MS, parseClockMove } from './duration';

const refusal = (text: string) => {
  try {
    parseClockMove(text);
  } catch (error: any) {
    return [error.code, error.field];
  }
  return null;
};

describe('a test-clock move', () => {
  it('reads weeks, days, hours, minutes and seconds, alone or together', () => {
    expect(parseClockMove('8d')).toBe(8 * 86_400_000);
    expect(parseClockMove('30m')).toBe(30 * 60_000);
    expect(parseClockMove('1d12h')).toBe(36 * 3_600_000);
    expect(parseClockMove('1w')).toBe(7 * 86_400_000);
    expect(parseClockMove('365d')).toBe(MAX_CLOCK_MOVE_MS);
  });

  it('refuses backwards, nothing, more than a year, and what is not a duration', () => {
    expect(refusal('-1d')).toEqual(['clock.backwards', 'by']);
    expect(refusal('0m')).toEqual(['clock.backwards', 'by']);
    expect(refusal('365d1s')).toEqual(['clock.too_far', 'by']);
    expect(refusal('53w')).toEqual(['clock.too_far', 'by']);
    expect(refusal('8 days')).toEqual(['clock.bad_duration', 'by']);
    expect(refusal('')).toEqual(['clock.bad_duration', 'by']);
  });
});

import { DomainError } from '@marketplace/domain';

const UNIT_MS = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 } as const;
const DURATION = /^(\d+(?:w|d|h|m|s))+$/;
const PART = /(\d+)(w|d|h|m|s)/g;

/** The longest move of the test clock at once (ADR 0082): a year. */
export const MAX_CLOCK_MOVE_MS = 365 * UNIT_MS.d;

/**
 * A test-clock move such as `8d`, `30m`, `1d12h` or `2w` in milliseconds. A negative or zero move (`-1d`, `0m`) is
 * `clock.backwards`, more than a year `clock.too_far`, anything else `clock.bad_duration`; each names `field`.
 */
export function parseClockMove(text: string, field = 'by'): number {
  const trimmed = text.trim();
  if (/^-\s*\d/.test(trimmed)) throw new DomainError('clock.backwards', 'validation', 'The test clock only moves forward', field);
  if (!DURATION.test(trimmed)) {
    throw new DomainError('clock.bad_duration', 'validation', 'A duration such as 30m, 2h, 8d or 1w (units w, d, h, m, s)', field);
  }
  let ms = 0;
  for (const [, n, unit] of trimmed.matchAll(PART)) ms += Number(n) * UNIT_MS[unit as keyof typeof UNIT_MS];
  return checkedClockMove(ms, field);
}

/** A move in milliseconds, refused when it is not forward or is more than a year. */
export function checkedClockMove(ms: number, field = 'by'): number {
  if (!Number.isFinite(ms) || ms <= 0) throw new DomainError('clock.backwards', 'validation', 'The test clock only moves forward', field);
  if (ms > MAX_CLOCK_MOVE_MS) throw new DomainError('clock.too_far', 'validation', 'The test clock moves at most 365 days at a time', field);
  return ms;
}

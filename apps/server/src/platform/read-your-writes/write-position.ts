import { DomainError } from '@marketplace/domain';
import { comparePositions, type GlobalPosition } from '../event-store/event-store.port';

/** A command's answer carries the global position it appended at (agreed shape: `"<transactionId>/<position>"`). */
export const WRITE_POSITION_HEADER = 'x-write-position';
/** A read asks to see everything up to this position (the highest write position the client has seen). */
export const READ_AFTER_HEADER = 'x-read-after';
/**
 * An owner read answered before its projections reached the position it waited for (the bounded wait ran out): the
 * position, so that the client can ask again rather than show its own write missing.
 */
export const READ_BEHIND_HEADER = 'x-read-behind';

const POSITION = /^(\d{1,20})\/(\d{1,20})$/;

export function formatPosition(p: GlobalPosition): string {
  return `${p.transactionId}/${p.position}`;
}

/** The position in an `X-Read-After` header; absent is null, a malformed one is a 400 on that header. */
export function parseReadAfter(header: string | string[] | undefined): GlobalPosition | null {
  if (header === undefined || header === '') return null;
  const match = typeof header === 'string' ? POSITION.exec(header.trim()) : null;
  if (!match) {
    throw new DomainError('http.invalid_read_after', 'validation', 'X-Read-After must be "<transactionId>/<position>"', `headers.${READ_AFTER_HEADER}`);
  }
  return { transactionId: match[1], position: match[2] };
}

export function laterOf(a: GlobalPosition | null, b: GlobalPosition | null): GlobalPosition | null {
  if (!a) return b;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}

/**
 * What a command handler returns when it appended: the answer the route's contract describes, and where it was
 * written. The read-your-writes interceptor sends the answer, puts the position in `X-Write-Position` and remembers
 * it for the caller's session. Callers outside HTTP (timers, tests) read `answer` and `position` directly.
 */
export class Written<T> {
  constructor(readonly answer: T, readonly position: GlobalPosition | null) {}
}

export const written = <T>(answer: T, position: GlobalPosition | null): Written<T> => new Written(answer, position);

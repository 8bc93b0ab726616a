import { DomainError } from '@marketplace/domain';
import type { ExpectedVersion } from './event-store.port';

/** Another writer changed the stream first (optimistic concurrency, rule 3). Maps to HTTP 409. */
export class WrongExpectedVersionError extends DomainError {
  constructor(readonly streamId: string, readonly expected: ExpectedVersion, readonly actual: number | null) {
    super('eventstore.wrong_expected_version', 'conflict',
      `Stream ${streamId}: expected ${describe(expected)}, actual ${actual === null ? 'unknown' : actual}`);
  }
}

/** Some but not all event ids of an append already exist: a retry that does not match the original. */
export class DuplicateEventIdError extends DomainError {
  constructor(readonly streamId: string) {
    super('eventstore.duplicate_event_id', 'conflict', `Stream ${streamId}: part of this append was already stored`);
  }
}

export function describe(expected: ExpectedVersion): string {
  return expected.kind === 'exact' ? `version ${expected.version}` : expected.kind;
}

import type { Kysely } from 'kysely';

/** One event of a person's stream, its sealed values opened with their key (the Law 25 export, ADR 0059). */
export interface PersonalEvent {
  readonly streamId: string;
  readonly streamVersion: number;
  readonly type: string;
  readonly recordedAt: string;
  readonly data: any;
}

/** A stream of the person's: one they started (every event) or one that names them (the events that do). */
export interface PersonalStream {
  readonly streamId: string;
  readonly events: readonly PersonalEvent[];
}

/** What a context is given to build its part of a person's export. */
export interface PersonalDataInput {
  readonly userId: string;
  /** The person's streams whose id starts with one of the part's prefixes, opened. */
  readonly streams: readonly PersonalStream[];
  /** To read the context's own rows about the person (devices, subscriptions); a part reads only its own schema. */
  readonly db: Kysely<any>;
  /** Opens a value the context sealed with the person's key in one of its rows (null once the key is shredded). */
  readonly open: (sealed: string) => Promise<unknown>;
}

/**
 * A bounded context's contribution to "Download my data" (Law 25, s.27; ADR 0059): the section it adds to the export,
 * readable, built from the person's streams of that context and its own rows. Registered with the context
 * (`ModuleRegistration.personalData`); the audit context, which finds the person's streams and opens them, gathers
 * every part. A context that keeps something about a person and adds no part fails the export-completeness test.
 */
export interface PersonalDataPart {
  /** The section's key in the export (e.g. `purchases`). */
  readonly section: string;
  /** Stream id prefixes of the context's streams (e.g. `purchase-`). */
  readonly streamPrefixes: readonly string[];
  /**
   * Top-level fields of the context's events that hold secrets of the account rather than information about the
   * person (a password hash, keyed hashes): replaced by WITHHELD wherever the export shows the event.
   */
  readonly withheld?: readonly string[];
  build(input: PersonalDataInput): Promise<unknown>;
}

export const WITHHELD = '[withheld: a secret of the account]';

/** An event's data with the part's withheld fields replaced. */
export function withoutSecrets(data: unknown, withheld: readonly string[] = []): unknown {
  if (withheld.length === 0 || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withheld.includes(k) ? WITHHELD : v]));
}

/** The steps of a stream as the export shows them: what happened, when, with what (opened). */
export const historyOf = (stream: PersonalStream) =>
  stream.events.map((e) => ({ streamVersion: e.streamVersion, type: e.type, at: e.recordedAt, data: e.data }));

/** The data of the last event of one of `types` (null when none). */
export function lastOf(stream: PersonalStream, ...types: string[]): any {
  for (let i = stream.events.length - 1; i >= 0; i--) if (types.includes(stream.events[i].type)) return stream.events[i].data;
  return null;
}

/** Every event of one of `types`, as `{ type, at, ...data }`. */
export const allOf = (stream: PersonalStream, ...types: string[]) =>
  stream.events.filter((e) => types.includes(e.type)).map((e) => ({ type: e.type, at: e.recordedAt, ...(e.data as object) }));

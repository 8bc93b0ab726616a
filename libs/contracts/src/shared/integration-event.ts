import { z } from 'zod';

/**
 * Integration events: the facts one bounded context publishes for the others (ARCHITECTURE §2). Each is declared once
 * here with zod, named `<context>.<event-name>.v<N>`, and travels in the same envelope. A consumer in another module
 * sees only parsed envelopes, never the publisher's store events. A new version is a new declaration (`.v2`) published
 * beside the old one until its last consumer moved; an existing version's data never changes shape.
 */
const EVENT_NAME = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

export interface IntegrationEventDefinition<TType extends string = string, TData extends z.ZodType = z.ZodType> {
  /** `<context>.<event-name>.v<N>`: the key consumers subscribe to. */
  readonly type: TType;
  /** `<context>.<event-name>`, shared by every version of the event. */
  readonly name: string;
  readonly version: number;
  readonly data: TData;
  /** The whole envelope, `type` and `version` fixed to this event's. */
  readonly envelope: z.ZodType<IntegrationEventEnvelope<TType, z.output<TData>>>;
}

/** What every integration event carries around its data. No personal data in clear, ever (ADR 0011). */
export interface IntegrationEventEnvelope<TType extends string = string, TData = unknown> {
  /** Derived from the source event id and the type: publishing the same fact again gives the same id. */
  readonly eventId: string;
  readonly type: TType;
  readonly version: number;
  /** When the fact happened (the source event's occurredAt). */
  readonly occurredAt: string;
  /** The request or process the fact belongs to. */
  readonly correlationId: string;
  /** The event id of the store event this public event was derived from. */
  readonly causationId: string;
  /** The brand the fact happened under, when it happened in a brand's context. */
  readonly brand: string | null;
  readonly data: TData;
}

export type EnvelopeOf<D> = D extends IntegrationEventDefinition<infer T, infer S> ? IntegrationEventEnvelope<T, z.output<S>> : never;
export type DataOf<D> = D extends IntegrationEventDefinition<string, infer S> ? z.output<S> : never;

export const IntegrationEventId = z.uuid();
const Instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant');

/** Declares `<name>.v<version>` with its data schema (a strict object: a field not declared is a contract change). */
export function defineIntegrationEvent<const TName extends string, const TVersion extends number, TData extends z.ZodType>(
  name: TName,
  version: TVersion,
  data: TData,
): IntegrationEventDefinition<`${TName}.v${TVersion}`, TData> {
  if (!EVENT_NAME.test(name)) throw new Error(`Integration event name '${name}' must look like <context>.<event-name>`);
  if (!Number.isInteger(version) || version < 1) throw new Error(`Integration event ${name}: version must be a positive integer`);
  const type = `${name}.v${version}` as `${TName}.v${TVersion}`;
  const envelope = z.strictObject({
    eventId: IntegrationEventId,
    type: z.literal(type),
    version: z.literal(version),
    occurredAt: Instant,
    correlationId: z.string().min(1),
    causationId: z.string().min(1),
    brand: z.string().nullable(),
    data,
  }) as unknown as z.ZodType<IntegrationEventEnvelope<`${TName}.v${TVersion}`, z.output<TData>>>;
  return { type, name, version, data, envelope };
}

/** A set of declarations, looked up by type (a publisher's catalogue, or what a consumer subscribes to). */
export function integrationEventCatalogue<const T extends readonly IntegrationEventDefinition[]>(definitions: T) {
  const byType = new Map<string, IntegrationEventDefinition>();
  for (const d of definitions) {
    if (byType.has(d.type)) throw new Error(`Integration event ${d.type} is declared twice`);
    byType.set(d.type, d);
  }
  return {
    definitions,
    types: [...byType.keys()] as T[number]['type'][],
    get(type: string): IntegrationEventDefinition | undefined {
      return byType.get(type);
    },
    /** Parses an envelope of one of these events; throws (zod) when it breaks its declaration or is not one of them. */
    parse(raw: unknown): EnvelopeOf<T[number]> {
      const type = (raw as { type?: unknown } | null)?.type;
      const definition = typeof type === 'string' ? byType.get(type) : undefined;
      if (!definition) throw new Error(`Not one of these integration events: ${String(type)}`);
      return definition.envelope.parse(raw) as EnvelopeOf<T[number]>;
    },
  };
}

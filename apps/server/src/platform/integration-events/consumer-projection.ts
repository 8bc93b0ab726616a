import { integrationEventCatalogue, type IntegrationEventEnvelope } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { RecordedEvent, Upcaster } from '../event-store/event-store.port';
import { defineProjection, type Projection } from '../projections/projection';
import { admitToInbox, recordInInbox } from './inbox';
import type { IntegrationEventConsumer, IntegrationEventTranslator, WakeUp } from './integration-events';
import { sourceStreamsIn } from './source-streams';

/**
 * A consumer as an async projection of the event store (ADR 0011): the projection runner reads store events after the
 * consumer's own checkpoint, the publishers' translators turn them into public envelopes, each envelope is parsed with
 * its zod declaration, the inbox drops the ones handled before, and the consumer handles the rest; inbox rows, effects
 * and checkpoint commit in one transaction. Delivery is at least once (a batch that fails is delivered again, a
 * checkpoint set back re-delivers), the effect exactly once (the inbox).
 */
export function integrationConsumerProjection(
  consumer: IntegrationEventConsumer,
  translators: readonly IntegrationEventTranslator[],
  upcast: Upcaster,
  wakeTimers: (deadlines: readonly WakeUp[]) => Promise<void> = async () => undefined,
): Projection {
  const subscribed = integrationEventCatalogue(consumer.subscribesTo);
  const feeding = translators.filter((t) => t.publishes.some((d) => subscribed.get(d.type)));
  for (const type of subscribed.types) {
    if (!feeding.some((t) => t.publishes.some((d) => d.type === type))) {
      throw new Error(`Consumer ${consumer.name} subscribes to ${type}, which no registered translator publishes`);
    }
  }
  // Only the store events that can become a subscribed public event (all of a translator's when it does not say which).
  const sourceTypes = [...new Set(feeding.flatMap((t) => (t.sourcesOf ? subscribed.types.flatMap((type) => t.sourcesOf![type] ?? []) : t.sourceEventTypes)))];
  const toWake: WakeUp[] = [];

  /** The batch's subscribed public events, parsed, each once. */
  async function envelopesOf(db: Kysely<any>, events: readonly RecordedEvent[]): Promise<IntegrationEventEnvelope[]> {
    const published = await translate(events, feeding, sourceStreamsIn(db, upcast));
    const unique = new Map<string, IntegrationEventEnvelope>();
    for (const envelope of published) {
      if (subscribed.get(envelope.type) && !unique.has(envelope.eventId)) unique.set(envelope.eventId, subscribed.parse(envelope));
    }
    return [...unique.values()];
  }

  return defineProjection({
    name: consumer.name,
    schema: consumer.schema,
    tables: [...consumer.tables, consumer.inboxTable],
    eventTypes: sourceTypes,
    integrationConsumer: true,
    // Translating reads only store events, which a rebuild's staging tables never hold: the next page can be prepared
    // while this one is written.
    prepare: envelopesOf,
    async apply(db, events, ctx, prepared) {
      const envelopes = (prepared as IntegrationEventEnvelope[] | undefined) ?? await envelopesOf(db, events);
      if (envelopes.length === 0) return;
      let toHandle = envelopes;
      if (ctx.mode === 'rebuild') {
        // A rebuild reads each store event once into an empty staging inbox, and an envelope's id is its source event's
        // id and its type (deduplicated above): every id is new, so the insert need not answer which ones were.
        await recordInInbox(db, consumer.inboxTable, envelopes, ctx.copyRows);
      } else {
        const fresh = await admitToInbox(db, consumer.inboxTable, envelopes);
        toHandle = envelopes.filter((e) => fresh.has(e.eventId));
        if (toHandle.length === 0) return;
      }
      const scheduled = await consumer.handle(db, toHandle as never, ctx);
      if (scheduled && ctx.mode === 'live') toWake.push(...scheduled);
    },
    async afterCommit() {
      // A batch that rolled back leaves wake-ups of deadlines that do not exist: they find nothing to fire.
      const due = toWake.splice(0);
      if (due.length > 0) await wakeTimers(due);
    },
  });
}

/** Every translator's envelopes for this batch, in the order of the store events they came from. */
async function translate(
  events: readonly RecordedEvent[],
  translators: readonly IntegrationEventTranslator[],
  source: ReturnType<typeof sourceStreamsIn>,
): Promise<IntegrationEventEnvelope[]> {
  const order = new Map(events.map((e, i) => [e.metadata.eventId, i]));
  const all: IntegrationEventEnvelope[] = [];
  for (const t of translators) {
    const mine = events.filter((e) => t.sourceEventTypes.includes(e.type));
    if (mine.length === 0) continue;
    const published = await t.translate(mine, source);
    if (t.sourcesOf) checkSources(t, published, events, order);
    all.push(...published);
  }
  // A stable sort: envelopes of one store event keep the translator's order.
  return all.sort((a, b) => (order.get(a.causationId) ?? 0) - (order.get(b.causationId) ?? 0));
}

/**
 * A translator that declares where each public event comes from must keep to it: a consumer reads only those store
 * event types, so a public event made from another type would reach a consumer in one batch and not in another.
 */
function checkSources(
  t: IntegrationEventTranslator, published: readonly IntegrationEventEnvelope[], events: readonly RecordedEvent[], order: ReadonlyMap<string, number>,
) {
  for (const envelope of published) {
    const source = events[order.get(envelope.causationId) ?? -1];
    if (source && !t.sourcesOf![envelope.type]?.includes(source.type)) {
      throw new Error(`Translator ${t.module} published ${envelope.type} from ${source.type}, which its sourcesOf does not list`);
    }
  }
}

/** One projection per registered consumer, each fed by every registered translator. */
export function integrationConsumerProjections(
  registrations: readonly { integrationEvents?: { translators?: readonly IntegrationEventTranslator[]; consumers?: readonly IntegrationEventConsumer[] } }[],
  upcast: Upcaster,
  wakeTimers?: (deadlines: readonly WakeUp[]) => Promise<void>,
): Projection[] {
  const translators = registrations.flatMap((r) => r.integrationEvents?.translators ?? []);
  return registrations.flatMap((r) => (r.integrationEvents?.consumers ?? []).map((c) => integrationConsumerProjection(c, translators, upcast, wakeTimers)));
}

import { __Pascal__CreatedV1, type IntegrationEventEnvelope } from '@marketplace/contracts';
import type { __Pascal__Event } from '@marketplace/domain';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineTranslator, publicEvent } from '../../../platform/integration-events/integration-events';

/** The public event of one store event, or null when it publishes nothing. Pure: a rebuild publishes the same. */
export function __camel__PublicEvent(recorded: RecordedEvent): IntegrationEventEnvelope | null {
  const event = recorded as unknown as __Pascal__Event;
  switch (event.type) {
    case '__Pascal__Created':
      return publicEvent(__Pascal__CreatedV1, recorded, { __camel__Id: event.data.__camel__Id, ownerId: event.data.ownerId, createdAt: event.data.createdAt });
    default:
      return null;
  }
}

/** The __kebab__ context's store events → its public events (libs/contracts/src/__kebab__/events.ts). */
export const __camel__Translator = defineTranslator({
  module: '__kebab__',
  sourceEventTypes: ['__Pascal__Created'],
  publishes: [__Pascal__CreatedV1],
  sourcesOf: { [__Pascal__CreatedV1.type]: ['__Pascal__Created'] },
  async translate(events) {
    return events.map(__camel__PublicEvent).filter((e): e is IntegrationEventEnvelope => e !== null);
  },
});

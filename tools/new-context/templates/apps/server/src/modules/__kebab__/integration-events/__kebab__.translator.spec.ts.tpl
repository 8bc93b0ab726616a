import { __camel__IntegrationEvents } from '@marketplace/contracts';
import { __camel__StreamId } from '@marketplace/domain';
import { Expected, START } from '../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../platform/event-store/in-memory-event-store';
import { integrationEventId, sourceStreamsOf } from '../../../platform/integration-events/integration-events';
import { __camel__Translator } from './__kebab__.translator';

const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';

describe('__kebab__ translator', () => {
  it('publishes __kebab__.created.v1 from the creation, valid against its declaration, with an id stable across rebuilds', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream(__camel__StreamId(ID), [
      {
        type: '__Pascal__Created',
        data: { __camel__Id: ID, ownerId: 'user-alice', name: 'First', createdAt: '2026-03-02T15:00:00.000Z' },
        metadata: {
          eventId: '0b9a7c9e-3f4d-4e1a-9c55-1d2e3f4a5b6c', correlationId: 'request-1', causationId: null, actor: 'user-alice', impersonator: null,
          brand: null, occurredAt: '2026-03-02T15:00:00.000Z',
        },
      },
    ], Expected.noStream);
    const events = await store.readAll(START, 100);
    const published = await __camel__Translator.translate(events, sourceStreamsOf(store));
    expect(published.map((e) => [e.type, e.data])).toEqual([
      ['__kebab__.created.v1', { __camel__Id: ID, ownerId: 'user-alice', createdAt: '2026-03-02T15:00:00.000Z' }],
    ]);
    expect(__camel__IntegrationEvents.parse(published[0])).toEqual(published[0]);
    expect(published[0].eventId).toBe(integrationEventId(events[0].metadata.eventId, '__kebab__.created.v1'));
    // The name is the owner's words: it stays in the context.
    expect(JSON.stringify(published)).not.toContain('First');
  });
});

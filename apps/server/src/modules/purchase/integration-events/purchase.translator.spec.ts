import { randomUUID } from 'node:crypto';
import { purchaseIntegrationEvents } from '@marketplace/contracts';
import { Expected, type RecordedEvent } from '../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../platform/event-store/in-memory-event-store';
import { integrationEventId, sourceStreamsOf } from '../../../platform/integration-events/integration-events';
import { purchaseHistory, SEALED_MARKER } from './purchase-history.fixture';
import { purchaseTranslator } from './purchase.translator';

async function storedHistory(count: number) {
  const store = new InMemoryEventStore();
  const history = purchaseHistory(count);
  for (const s of history.streams) await store.appendToStream(s.streamId, s.events, Expected.noStream);
  const all = await store.readAll({ transactionId: '0', position: '0' }, 10_000);
  const events = all.filter((e) => purchaseTranslator.sourceEventTypes.includes(e.type));
  return { store, history, all, events };
}

const byType = (envelopes: readonly { type: string }[]) =>
  envelopes.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e.type]: (acc[e.type] ?? 0) + 1 }), {});

describe('purchase translator', () => {
  it('publishes one public event per key store event, each valid against its declaration', async () => {
    const { store, history, events } = await storedHistory(6);
    const published = await purchaseTranslator.translate(events, sourceStreamsOf(store));
    expect(byType(published)).toEqual(history.expected);
    for (const envelope of published) expect(purchaseIntegrationEvents.parse(envelope)).toEqual(envelope);
  });

  it('publishes each public event only from the store types its sourcesOf lists, and the same events from those types alone', async () => {
    const { store, events } = await storedHistory(6);
    const published = await purchaseTranslator.translate(events, sourceStreamsOf(store));
    const typeOf = new Map(events.map((e) => [e.metadata.eventId, e.type]));
    for (const envelope of published) expect(purchaseTranslator.sourcesOf![envelope.type]).toContain(typeOf.get(envelope.causationId));
    // What a consumer of some public events reads: the store events of their sources only (without TransactionStarted,
    // how each transaction started comes from its stream).
    for (const subscribed of [['purchase.transaction-started.v1', 'purchase.deposit-paid.v1', 'purchase.contract-signed.v1'], ['purchase.deposit-paid.v1']]) {
      const read = new Set(subscribed.flatMap((t) => purchaseTranslator.sourcesOf![t]));
      const narrowed = await purchaseTranslator.translate(events.filter((e) => read.has(e.type)), sourceStreamsOf(store));
      expect(narrowed).toEqual(published.filter((e) => subscribed.includes(e.type)));
    }
  });

  it('derives each public id from its store event, so translating again publishes the same envelopes', async () => {
    const { store, events } = await storedHistory(3);
    const first = await purchaseTranslator.translate(events, sourceStreamsOf(store));
    expect(await purchaseTranslator.translate(events, sourceStreamsOf(store))).toEqual(first);
    const source = new Map(events.map((e) => [e.metadata.eventId, e]));
    for (const envelope of first) {
      const from = source.get(envelope.causationId) as RecordedEvent;
      expect(envelope.eventId).toBe(integrationEventId(from.metadata.eventId, envelope.type));
      expect([envelope.occurredAt, envelope.correlationId, envelope.brand]).toEqual([from.metadata.occurredAt, from.metadata.correlationId, 'finance']);
    }
  });

  it('gives a later event the vehicle and buyer of its transaction, read from the stream when its start is not in the batch', async () => {
    const { store, events } = await storedHistory(1);
    const whole = await purchaseTranslator.translate(events, sourceStreamsOf(store));
    const paid = events.find((e) => e.type === 'DepositPaid')!;
    const [alone] = await purchaseTranslator.translate([paid], sourceStreamsOf(store));
    expect(alone).toEqual(whole.find((e) => e.causationId === paid.metadata.eventId));
    const started = events.find((e) => e.type === 'TransactionStarted')!.data as { vehicle: { vehicleId: string } };
    expect(alone.data).toMatchObject({
      customerUserId: 'user-0', amount: 25_000, currency: 'cad', vehicle: { vehicleId: started.vehicle.vehicleId, companyId: 1, year: 2019, make: 'Honda', model: 'Civic' },
    });
  });

  it('publishes a saved step by name and completion only, and never a sealed personal value', async () => {
    const { store, events } = await storedHistory(3);
    const published = await purchaseTranslator.translate(events, sourceStreamsOf(store));
    expect(published.find((e) => e.type === 'purchase.step-saved.v1')?.data).toMatchObject({ step: 'personal-details', completed: true });
    expect(published.find((e) => e.type === 'purchase.lead-submitted.v1')?.data).toMatchObject({ kind: 'call_back', hasMessage: true });
    expect(JSON.stringify(published)).not.toContain(SEALED_MARKER);
    expect(JSON.stringify(published)).not.toContain('$sealed');
  });

  it('publishes nothing for store events that are not public facts, nor for other modules\' streams', async () => {
    const { store, all, events } = await storedHistory(1);
    const requested = all.filter((e) => e.type === 'DepositRequested');
    expect(requested).toHaveLength(1);
    expect(await purchaseTranslator.translate(requested, sourceStreamsOf(store))).toEqual([]);
    expect(await purchaseTranslator.translate([{ ...events[0], streamId: `vehicle-${randomUUID()}` }], sourceStreamsOf(store))).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { defineIntegrationEvent } from '@marketplace/contracts';
import { z } from 'zod';
import type { RecordedEvent } from '../event-store/event-store.port';
import { integrationEventId, publicEvent } from './integration-events';

const Noted = defineIntegrationEvent('test.noted', 1, z.strictObject({ n: z.number() }));

function source(eventId = randomUUID()): RecordedEvent {
  return {
    streamId: 's-1', streamVersion: 3, globalPosition: { transactionId: '10', position: '42' }, type: 'Noted', schemaVersion: 1, data: {},
    recordedAt: new Date(),
    metadata: { eventId, correlationId: 'corr-1', causationId: 'cmd-1', actor: 'u-1', impersonator: null, brand: 'trade', occurredAt: '2026-11-20T12:00:00.000Z' },
  };
}

describe('integrationEventId', () => {
  it('is a UUID v5 that depends only on the source event id and the public type', () => {
    const id = randomUUID();
    const a = integrationEventId(id, 'test.noted.v1');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(integrationEventId(id, 'test.noted.v1')).toBe(a);
    expect(integrationEventId(id, 'test.noted.v2')).not.toBe(a);
    expect(integrationEventId(randomUUID(), 'test.noted.v1')).not.toBe(a);
  });

  it('never changes: the ids already in every inbox were derived this way (a long name too, in a buffer of its own)', () => {
    expect(integrationEventId('0b5d6e9e-4a43-4f3b-9a57-7f6c2b8f1d20', 'purchase.deposit-paid.v1')).toBe('94d7be98-b6ad-5d26-951f-3eb8d2984490');
    expect(integrationEventId(`${'x'.repeat(300)}é`, 'test.noted.v1')).toBe('4c94417e-c63b-52e0-a7a8-b268a92fae18');
    // The short name after the long one: the shared buffer holds no leftover of either.
    expect(integrationEventId('0b5d6e9e-4a43-4f3b-9a57-7f6c2b8f1d20', 'purchase.deposit-paid.v1')).toBe('94d7be98-b6ad-5d26-951f-3eb8d2984490');
  });
});

describe('publicEvent', () => {
  it('derives the envelope from the store event: stable id, its time, correlation and brand, caused by it', () => {
    const e = source();
    const envelope = publicEvent(Noted, e, { n: 1 });
    expect(envelope).toEqual({
      eventId: integrationEventId(e.metadata.eventId, 'test.noted.v1'), type: 'test.noted.v1', version: 1, occurredAt: '2026-11-20T12:00:00.000Z',
      correlationId: 'corr-1', causationId: e.metadata.eventId, brand: 'trade', data: { n: 1 },
    });
    expect(Noted.envelope.parse(envelope)).toEqual(envelope);
    expect(publicEvent(Noted, e, { n: 1 }).eventId).toBe(envelope.eventId);
  });
});

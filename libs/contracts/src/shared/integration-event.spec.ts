import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue } from './integration-event';

const Shipped = defineIntegrationEvent('shop.order-shipped', 2, z.strictObject({ orderId: z.string() }));
const Placed = defineIntegrationEvent('shop.order-placed', 1, z.strictObject({ orderId: z.string(), total: z.number().int() }));

const envelope = (over: Record<string, unknown> = {}) => ({
  eventId: '2f1b6c1e-8d0a-5b7c-9e3f-1a2b3c4d5e6f', type: 'shop.order-shipped.v2', version: 2, occurredAt: '2026-11-20T12:00:00.000Z',
  correlationId: 'c-1', causationId: 'e-1', brand: 'finance', data: { orderId: 'o-1' }, ...over,
});

describe('defineIntegrationEvent', () => {
  it('names the type <context>.<event-name>.v<N> and fixes type and version in the envelope', () => {
    expect([Shipped.type, Shipped.name, Shipped.version]).toEqual(['shop.order-shipped.v2', 'shop.order-shipped', 2]);
    expect(Shipped.envelope.parse(envelope())).toEqual(envelope());
    expect(Shipped.envelope.safeParse(envelope({ version: 1 })).success).toBe(false);
    expect(Shipped.envelope.safeParse(envelope({ type: 'shop.order-shipped.v1' })).success).toBe(false);
  });

  it('refuses malformed names and versions', () => {
    expect(() => defineIntegrationEvent('OrderShipped', 1, z.object({}))).toThrow(/<context>\.<event-name>/);
    expect(() => defineIntegrationEvent('shop.order-shipped.v1', 1, z.object({}))).toThrow(/<context>\.<event-name>/);
    expect(() => defineIntegrationEvent('shop.order-shipped', 0, z.object({}))).toThrow(/positive integer/);
  });

  it.each([
    ['an event id that is not a UUID', { eventId: 'e-1' }],
    ['an instant that is not ISO 8601', { occurredAt: '20/11/2026' }],
    ['an empty correlation id', { correlationId: '' }],
    ['a field the envelope does not declare', { extra: 1 }],
    ['a data field the event does not declare', { data: { orderId: 'o-1', email: 'a@b.ca' } }],
  ])('refuses %s', (_what, over) => {
    expect(Shipped.envelope.safeParse(envelope(over)).success).toBe(false);
  });
});

describe('integrationEventCatalogue', () => {
  const catalogue = integrationEventCatalogue([Shipped, Placed]);

  it('parses an envelope with the declaration of its own type', () => {
    const placed = envelope({ type: 'shop.order-placed.v1', version: 1, data: { orderId: 'o-2', total: 5 } });
    expect(catalogue.parse(placed)).toEqual(placed);
    expect(() => catalogue.parse({ ...placed, data: { orderId: 'o-2', total: 5.5 } })).toThrow();
  });

  it('refuses a type it does not hold, and a type declared twice', () => {
    expect(() => catalogue.parse(envelope({ type: 'shop.order-lost.v1' }))).toThrow(/Not one of these/);
    expect(() => integrationEventCatalogue([Shipped, Shipped])).toThrow(/declared twice/);
    expect(catalogue.types).toEqual(['shop.order-shipped.v2', 'shop.order-placed.v1']);
  });
});

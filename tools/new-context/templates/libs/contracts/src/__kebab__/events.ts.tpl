import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue, type EnvelopeOf } from '../shared/integration-event';

/**
 * The __kebab__ context's public events (ADR 0011): the facts other contexts may react to. The owner is a user id;
 * personal data never travels in clear.
 */
export const __Pascal__CreatedV1 = defineIntegrationEvent('__kebab__.created', 1, z.strictObject({
  __camel__Id: z.uuid(),
  ownerId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
}));

export const __camel__IntegrationEvents = integrationEventCatalogue([__Pascal__CreatedV1]);
export type __Pascal__IntegrationEvent = EnvelopeOf<(typeof __camel__IntegrationEvents.definitions)[number]>;

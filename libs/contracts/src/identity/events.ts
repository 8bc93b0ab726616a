import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue, type EnvelopeOf } from '../shared/integration-event';

/**
 * Identity's public events (ADR 0011). A user is an id; never a name, email or login.
 */

/**
 * The account was deleted: its data key is shredded. Every module holding rows about this user scrubs them (Law 25 /
 * PIPEDA erasure), idempotently: the event may be delivered more than once.
 */
export const AccountDeletedV1 = defineIntegrationEvent('identity.account-deleted', 1, z.strictObject({
  userId: z.string().min(1),
  deletedAt: z.iso.datetime({ offset: true }),
}));

export const identityIntegrationEvents = integrationEventCatalogue([AccountDeletedV1]);
export type IdentityIntegrationEvent = EnvelopeOf<(typeof identityIntegrationEvents.definitions)[number]>;

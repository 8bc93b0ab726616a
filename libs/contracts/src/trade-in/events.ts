import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue, type EnvelopeOf } from '../shared/integration-event';

/**
 * The trade-in context's public events (issue #12 item 9, ADR 0011), for leads and the garage. No personal data: the
 * customer is a user id, the VIN stays in the trade-in module (it names one person's car).
 */
const Cents = z.number().int().min(0).max(1_000_000_000).describe('Amount in cents (CAD), an integer');
const IsoInstant = z.string().describe('ISO 8601 instant (UTC)');

export const TradeInVehicleFact = z.strictObject({
  year: z.number().int(),
  makeId: z.number().int().nullable(),
  make: z.string(),
  modelId: z.number().int().nullable(),
  model: z.string(),
  trim: z.string().nullable(),
});

const TradeInFact = {
  tradeInId: z.uuid(),
  /** Null for a standalone appraisal made before its owner signed in. */
  customerUserId: z.string().min(1).nullable(),
  flow: z.enum(['wizard', 'purchase', 'standalone']),
  vehicle: TradeInVehicleFact,
  /** Where the vehicle is registered; null when the basic information was not saved. */
  province: z.string().nullable(),
};

/** An offer was made: by the built-in model, or by an adviser when the model could not value the car. */
export const TradeInAppraisedV1 = defineIntegrationEvent('trade-in.appraised', 1, z.strictObject({
  ...TradeInFact,
  value: Cents,
  priceLow: Cents,
  priceHigh: Cents,
  source: z.enum(['model', 'adviser']),
  appraisedAt: IsoInstant,
  expiresAt: IsoInstant,
}));

/** The customer took the offer. */
export const TradeInConfirmedV1 = defineIntegrationEvent('trade-in.confirmed', 1, z.strictObject({
  ...TradeInFact,
  value: Cents,
  confirmedAt: IsoInstant,
}));

/** The value of an existing offer changed: after inspection, or by a value rule (then `ruleId`). */
export const TradeInValueChangedV1 = defineIntegrationEvent('trade-in.value-changed', 1, z.strictObject({
  ...TradeInFact,
  from: Cents,
  to: Cents,
  priceLow: Cents,
  priceHigh: Cents,
  cause: z.enum(['inspection', 'rule']),
  ruleId: z.string().nullable(),
  /** Who changed it (a staff user id, or `system`). */
  by: z.string(),
  changedAt: IsoInstant,
}));

/** A dealer company took the confirmed trade-in from the block into its inventory: the trade-in lead is now that company's. */
export const TradeInAddedToInventoryV1 = defineIntegrationEvent('trade-in.added-to-inventory', 1, z.strictObject({
  ...TradeInFact,
  companyId: z.number().int().positive(),
  addedAt: IsoInstant,
}));

export const tradeInIntegrationEvents = integrationEventCatalogue([TradeInAppraisedV1, TradeInConfirmedV1, TradeInValueChangedV1, TradeInAddedToInventoryV1]);

export type TradeInIntegrationEvent = EnvelopeOf<(typeof tradeInIntegrationEvents.definitions)[number]>;

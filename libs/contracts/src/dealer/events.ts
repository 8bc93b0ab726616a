import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue, type EnvelopeOf } from '../shared/integration-event';

/**
 * The dealer context's public events (ADR 0011, 0025). A company is a business, not a person: its name and place are
 * public (they show on every vehicle page). Its lead email addresses and configurations stay in the dealer module.
 */
const IsoInstant = z.string().describe('ISO 8601 instant (UTC)');

const CompanyFact = {
  companyId: z.number().int().positive(),
  name: z.string().min(1),
  /** get-company-types: 1 dealer, 2 headquarter, 3 partner. */
  typeId: z.number().int(),
  city: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
  makes: z.array(z.string()),
  active: z.boolean(),
};

/** A company was created (by staff, or the demo seed). */
export const CompanyRegisteredV1 = defineIntegrationEvent('dealer.company-registered', 1, z.strictObject({
  ...CompanyFact,
  registeredAt: IsoInstant,
}));

/** A company's profile changed: the whole profile as it now stands (a consumer replaces what it kept). */
export const CompanyUpdatedV1 = defineIntegrationEvent('dealer.company-updated', 1, z.strictObject({
  ...CompanyFact,
  updatedAt: IsoInstant,
}));

export const dealerIntegrationEvents = integrationEventCatalogue([CompanyRegisteredV1, CompanyUpdatedV1]);
export type DealerIntegrationEvent = EnvelopeOf<(typeof dealerIntegrationEvents.definitions)[number]>;

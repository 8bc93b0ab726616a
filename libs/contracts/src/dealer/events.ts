import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue, type EnvelopeOf } from '../shared/integration-event';

/**
 * The dealer context's public events (ADR 0011, 0025, 0032). A company is a business, not a person: its name and place
 * are public (they show on every vehicle page). Its lead email addresses and configurations stay in the dealer module.
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

/** What happened to a company's plan (one public event per store event of its `subscription-<companyId>` stream). */
export const SUBSCRIPTION_CHANGES = [
  'contract_signed', 'plan_requested', 'plan_activated', 'plan_renewed', 'payment_failed', 'cancellation_requested', 'plan_ended',
] as const;

/**
 * A company's plan changed (ADR 0032): the plan as it now stands after the change. `status`: `trial` (from the
 * contract signature), `active`, `past_due` (a failed payment, still paid: a grace period), `canceled` (the paid plan
 * ended: leads over the trial are held again). `periodEnd`: the end of the paid period; `cancelsAt`: when a cancelled
 * plan ends. No Stripe ids, no amounts: consumers need the plan, not the billing.
 */
export const SubscriptionChangedV1 = defineIntegrationEvent('dealer.subscription-changed', 1, z.strictObject({
  companyId: z.number().int().positive(),
  change: z.enum(SUBSCRIPTION_CHANGES),
  plan: z.enum(['trial', 'dealer', 'headquarter']),
  /** A paid plan chosen, waiting for its first payment. */
  pendingPlan: z.enum(['dealer', 'headquarter']).nullable(),
  status: z.enum(['trial', 'active', 'past_due', 'canceled']),
  periodEnd: IsoInstant.nullable(),
  trialEndsAt: IsoInstant,
  cancelsAt: IsoInstant.nullable(),
  changedAt: IsoInstant,
}));

export const dealerIntegrationEvents = integrationEventCatalogue([CompanyRegisteredV1, CompanyUpdatedV1, SubscriptionChangedV1]);
export type DealerIntegrationEvent = EnvelopeOf<(typeof dealerIntegrationEvents.definitions)[number]>;

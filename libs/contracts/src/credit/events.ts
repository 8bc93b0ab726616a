import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue, type EnvelopeOf } from '../shared/integration-event';
import { CreditOutcomeSchema, ScoreBandSchema } from './application.schemas';

/**
 * The credit context's public events (ADR 0011), for leads. The applicant is a user id; never the SIN, the date of
 * birth, the income, the answers or the decision's factors (they quote the income).
 */
const ApplicationFact = {
  applicationId: z.uuid(),
  userId: z.string().min(1),
  source: z.enum(['wizard', 'purchase']),
};

export const CreditApplicationSubmittedV1 = defineIntegrationEvent('credit.application-submitted', 1, z.strictObject({
  ...ApplicationFact,
  submittedAt: z.iso.datetime({ offset: true }),
}));

export const CreditDecidedV1 = defineIntegrationEvent('credit.decided', 1, z.strictObject({
  ...ApplicationFact,
  outcome: CreditOutcomeSchema,
  band: ScoreBandSchema.nullable(),
  lenderIds: z.array(z.string()),
  decidedAt: z.iso.datetime({ offset: true }),
}));

export const creditIntegrationEvents = integrationEventCatalogue([CreditApplicationSubmittedV1, CreditDecidedV1]);
export type CreditIntegrationEvent = EnvelopeOf<(typeof creditIntegrationEvents.definitions)[number]>;

import { z } from 'zod';
import { CreditOutcomeSchema, ScoreBandSchema } from './application.schemas';

/**
 * The credit context's integration events (facts other modules may consume, e.g. dealer leads). Versioned by name;
 * they never carry the SIN, the date of birth or the income.
 */
export const CreditApplicationSubmittedV1 = z.object({
  type: z.literal('credit.application-submitted.v1'),
  applicationId: z.uuid(),
  userId: z.string(),
  source: z.enum(['wizard', 'purchase']),
  submittedAt: z.iso.datetime(),
});
export type CreditApplicationSubmittedV1 = z.output<typeof CreditApplicationSubmittedV1>;

export const CreditDecidedV1 = z.object({
  type: z.literal('credit.decided.v1'),
  applicationId: z.uuid(),
  userId: z.string(),
  outcome: CreditOutcomeSchema,
  band: ScoreBandSchema.nullable(),
  lenderIds: z.array(z.string()),
  decidedAt: z.iso.datetime(),
});
export type CreditDecidedV1 = z.output<typeof CreditDecidedV1>;

export const CreditIntegrationEvent = z.discriminatedUnion('type', [CreditApplicationSubmittedV1, CreditDecidedV1]);

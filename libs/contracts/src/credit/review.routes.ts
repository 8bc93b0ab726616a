import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { CreditDecisionSchema } from './application.routes';

/**
 * What a super admin reviewing a decision needs (Law 25, s.12.1, ADR 0059): who asked and how to reach them, when and
 * why, and the decision with its main factors. The reason and the factors are personal data opened for the reviewer:
 * the read is recorded on the applicant's access log.
 */
export const CreditReviewRequestSchema = z.object({
  applicationId: z.uuid(),
  applicant: z.object({
    userId: z.string(),
    firstName: z.string().nullable(),
    email: z.string().nullable().describe('Null once the account is erased'),
    language: z.enum(['en-ca', 'fr-ca']).describe('The language the answer is emailed in'),
  }),
  status: z.enum(['requested', 'answered']),
  requestedAt: z.iso.datetime(),
  cause: z.enum(['applicant', 'bureau_unavailable']).describe('Asked by the applicant, or queued because the bureau could not answer'),
  reason: z.string().nullable().describe('What the applicant wrote, if anything'),
  decision: CreditDecisionSchema.nullable().describe('The automated decision under review; null when the bureau could not answer'),
});
export type CreditReviewRequest = z.output<typeof CreditReviewRequestSchema>;

export const getCreditReviewRequestRoute = defineRoute({
  method: 'GET', path: '/creditapp/admin/get-review-request', tags: ['credit'],
  summary: 'Super admins: a review request with the applicant\'s reason and the decision\'s main factors (the read is on the applicant\'s access log); 404 credit.application_not_found when none was asked',
  query: z.object({ applicationId: z.uuid() }),
  response: CreditReviewRequestSchema,
});

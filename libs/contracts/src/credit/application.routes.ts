import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { CreditOutcomeSchema, CreditPageAnswerSchema, CreditPageIdSchema, DecisionFactorSchema, ScoreBandSchema } from './application.schemas';

const ApplicationId = z.object({ applicationId: z.uuid() });

export const createCreditApplicationRoute = defineRoute({
  method: 'POST', path: '/creditapp/create-credit-application', tags: ['credit'], status: 201,
  summary: 'Starts a credit pre-qualification for the signed-in user (the wizard saves its pages into it)',
  body: z.strictObject({}).optional(),
  response: ApplicationId,
});

export const saveCreditApplicationPageRoute = defineRoute({
  method: 'POST', path: '/creditapp/save-credit-application-page', tags: ['credit'],
  summary: "Saves one wizard page's answer (an event); answers the next page that applies",
  body: CreditPageAnswerSchema,
  response: z.object({ applicationId: z.uuid(), nextPage: CreditPageIdSchema.nullable() }),
});

export const giveCreditConsentRoute = defineRoute({
  method: 'POST', path: '/creditapp/give-credit-consent', tags: ['credit'],
  summary: 'Records the consent to a soft pull, given after reading the notice (Law 25)',
  body: z.strictObject({ applicationId: z.uuid(), consent: z.boolean(), noticeVersion: z.string().min(1).max(20) }),
  response: ApplicationId,
});

export const LenderSchema = z.object({ id: z.string(), name: z.string(), tier: z.number().int() });
export const CreditDecisionSchema = z.object({
  outcome: CreditOutcomeSchema,
  score: z.number().int().nullable(),
  band: ScoreBandSchema.nullable(),
  bureau: z.string(),
  factors: z.array(DecisionFactorSchema),
  lenders: z.array(LenderSchema),
  approvedAmount: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  indicativeRate: z.number().nullable(),
  decidedAt: z.iso.datetime(),
});
export type CreditDecisionView = z.output<typeof CreditDecisionSchema>;

export const submitCreditApplicationRoute = defineRoute({
  method: 'POST', path: '/creditapp/submit-credit-application', tags: ['credit'],
  summary: 'Submits the application: soft pull at the credit bureau, then the decision with its factors',
  body: z.strictObject({ applicationId: z.uuid() }),
  response: z.object({
    applicationId: z.uuid(),
    /** null when the bureau could not answer: the application waits in the staff review queue (`queuedForReview`). */
    decision: CreditDecisionSchema.nullable(),
    queuedForReview: z.boolean(),
  }),
});

export const requestCreditReviewRoute = defineRoute({
  method: 'POST', path: '/creditapp/request-credit-review', tags: ['credit'],
  summary: 'Asks for the decision to be reviewed by a person (Law 25, s.12.1)',
  body: z.strictObject({ applicationId: z.uuid(), reason: z.string().trim().max(1000).optional() }),
  response: ApplicationId,
});

export const answerCreditReviewRoute = defineRoute({
  method: 'POST', path: '/creditapp/answer-credit-review', tags: ['credit'],
  summary: 'A super admin answers a review request; the customer is emailed',
  body: z.strictObject({ applicationId: z.uuid(), outcome: CreditOutcomeSchema, message: z.string().trim().min(1, { error: 'credit.required' }).max(2000) }),
  response: ApplicationId,
});

export const ReviewSchema = z.object({
  status: z.enum(['requested', 'answered']),
  requestedAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  outcome: CreditOutcomeSchema.nullable(),
  message: z.string().nullable(),
});

export const CreditNoticeSchema = z.object({
  version: z.string(),
  bureau: z.string(),
  /** The bureau's driver sends the file outside Quebec (Law 25, s.17). */
  transfersOutsideQuebec: z.boolean(),
  lenders: z.array(LenderSchema),
});

export const CreditApplicationDetailsSchema = z.object({
  applicationId: z.uuid(),
  status: z.enum(['draft', 'submitted', 'decided']),
  startedAt: z.iso.datetime(),
  /** The answers per page (opened for their owner); the SIN is never returned. */
  answers: z.record(z.string(), z.record(z.string(), z.unknown())),
  sinProvided: z.boolean(),
  consent: z.boolean(),
  /** Pages that apply given the answers so far, in order, and the first one still unanswered. */
  pages: z.array(CreditPageIdSchema),
  nextPage: CreditPageIdSchema.nullable(),
  decision: CreditDecisionSchema.nullable(),
  review: ReviewSchema.nullable(),
  notice: CreditNoticeSchema,
  /** A joint application's co-applicant (opened for the owner): who was decided with them. */
  coApplicant: z.object({ firstName: z.string(), lastName: z.string(), relationship: z.string() }).nullable(),
});
export type CreditApplicationDetails = z.output<typeof CreditApplicationDetailsSchema>;

export const getCreditApplicationDetailsRoute = defineRoute({
  method: 'GET', path: '/creditapp/get-credit-application-details', tags: ['credit'],
  summary: "One of the caller's applications (404 credit.application_not_found when it is not theirs), or without an id their latest one (null when they have none yet: the wizard's first visit is not an error)",
  query: z.object({ applicationId: z.uuid().optional() }),
  response: CreditApplicationDetailsSchema.nullable(),
});

export const CreditApplicationSummarySchema = z.object({
  applicationId: z.uuid(),
  ownerId: z.string(),
  status: z.enum(['draft', 'submitted', 'decided']),
  startedAt: z.iso.datetime(),
  outcome: CreditOutcomeSchema.nullable(),
  score: z.number().int().nullable(),
  band: ScoreBandSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  review: z.enum(['none', 'requested', 'answered']),
  reviewRequestedAt: z.iso.datetime().nullable(),
  coApplicant: z.boolean().describe('A joint application: decided with a co-applicant'),
});
export type CreditApplicationSummary = z.output<typeof CreditApplicationSummarySchema>;

export const getCreditApplicationsRoute = defineRoute({
  method: 'GET', path: '/creditapp/get-credit-applications', tags: ['credit'],
  summary: "The caller's applications, newest first, with the latest credit score",
  response: z.object({
    items: z.array(CreditApplicationSummarySchema),
    score: z.object({ score: z.number().int(), band: ScoreBandSchema, decidedAt: z.iso.datetime() }).nullable(),
  }),
});

export const getAllCreditApplicationsRoute = defineRoute({
  method: 'GET', path: '/creditapp/admin/get-credit-applications', tags: ['credit'],
  summary: 'Super admins: every application, newest first, or only the review queue (oldest request first)',
  query: z.object({ reviewQueue: z.enum(['true', 'false']).optional() }),
  response: z.object({ items: z.array(CreditApplicationSummarySchema) }),
});

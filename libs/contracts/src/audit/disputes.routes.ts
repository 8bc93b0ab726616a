import { z } from 'zod';
import { defineRoute } from '../shared/route';

/** A purchase subject (`purchase-<id>`): a card dispute is always about one. */
const PurchaseSubject = z.string().min(10).max(200).regex(/^purchase-[A-Za-z0-9-]+$/, 'A purchase subject (purchase-…)');
const DisputeId = z.string().min(3).max(100).regex(/^[A-Za-z0-9_]+$/, "A Stripe dispute id (du_…)");

/** Stripe's text evidence fields and their text (https://docs.stripe.com/api/disputes/update). */
export const DisputeEvidenceTextSchema = z.record(z.string().max(60), z.string().max(20_000));

export const DisputeCaseSchema = z.object({
  disputeId: z.string(),
  reason: z.string(),
  amount: z.number().int().describe('Cents'),
  currency: z.string(),
  status: z.string().describe("Stripe's: needs_response, under_review, won, lost, …"),
  evidenceDueBy: z.string().nullable(),
  openedAt: z.string(),
  submittedAt: z.string().nullable(),
  outcome: z.string().nullable(),
  /** The evidence to review: the saved draft, the submitted evidence, or else pre-filled from the purchase's events. */
  evidence: DisputeEvidenceTextSchema,
  prefilled: z.boolean(),
  /** The files the submission attaches, by Stripe evidence field. */
  files: z.array(z.object({ field: z.string(), name: z.string() })),
});

export const auditDisputesRoute = defineRoute({
  method: 'GET', path: '/audit/subjects/:subjectId/disputes', tags: ['audit'],
  summary: "A purchase's card disputes with their evidence to review (pre-filled from the events until saved); records the opening on its access log",
  params: z.object({ subjectId: PurchaseSubject }),
  response: z.object({ subjectId: z.string(), disputes: z.array(DisputeCaseSchema) }),
});

export const auditSaveDisputeEvidenceRoute = defineRoute({
  method: 'PUT', path: '/audit/subjects/:subjectId/disputes/:disputeId/evidence', tags: ['audit'],
  summary: "Save a dispute's text evidence (a draft: DisputeEvidenceSaved on the purchase's timeline)",
  params: z.object({ subjectId: PurchaseSubject, disputeId: DisputeId }),
  body: z.strictObject({ evidence: DisputeEvidenceTextSchema }),
  response: z.object({ saved: z.literal(true) }),
});

export const auditSubmitDisputeEvidenceRoute = defineRoute({
  method: 'POST', path: '/audit/subjects/:subjectId/disputes/:disputeId/submit', tags: ['audit'],
  summary: "Submit a dispute's evidence to Stripe: the bundle's files uploaded, the text fields and `submit`; DisputeEvidenceSubmitted on the timeline",
  params: z.object({ subjectId: PurchaseSubject, disputeId: DisputeId }),
  body: z.strictObject({ evidence: DisputeEvidenceTextSchema }),
  response: z.object({ status: z.string(), files: z.record(z.string(), z.string()) }),
});

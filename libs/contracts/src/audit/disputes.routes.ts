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

/** A Stripe payment intent id. */
const PaymentIntentId = z.string().min(4).max(100).regex(/^pi_[A-Za-z0-9_]+$/, 'A Stripe payment intent id (pi_…)');

const DisputeSummarySchema = z.object({
  disputeId: z.string(), amount: z.number().int().describe('Cents'), status: z.string(), reason: z.string(), evidenceDueBy: z.string().nullable(), createdAt: z.string(),
});

export const auditPaymentRoute = defineRoute({
  method: 'GET', path: '/audit/payments/:paymentIntentId', tags: ['audit'],
  summary: "A payment's own page (staff): the intent, amount, card, status, refunds and disputes as Stripe has them, the purchase it paid, and the facts recorded about it (events and Stripe events received); records the opening on the purchase's access log",
  params: z.object({ paymentIntentId: PaymentIntentId }),
  response: z.object({
    paymentIntentId: z.string(),
    /** Stripe's view; null when Stripe could not be asked (`stripeReachable` false) or has no such intent. */
    stripe: z.object({
      status: z.string(), amount: z.number().int(), currency: z.string(), createdAt: z.string(), description: z.string().nullable(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      amountReceived: z.number().int(), amountRefunded: z.number().int(),
      refunds: z.array(z.object({ id: z.string(), amount: z.number().int(), status: z.string(), reason: z.string().nullable(), createdAt: z.string() })),
      disputes: z.array(DisputeSummarySchema),
    }).nullable(),
    stripeReachable: z.boolean(),
    /** The purchase it paid (`purchase-<id>`), null for a payment no purchase names. */
    subjectId: z.string().nullable(),
    /** What this server recorded about it, oldest first: its events (summarised as the timeline does) and Stripe's events received. */
    facts: z.array(z.object({
      streamId: z.string(), streamVersion: z.number().int(), type: z.string(), recordedAt: z.string(),
      summary: z.object({ kind: z.string(), values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) }),
    })),
  }),
});

/** Which disputes the list shows. */
export const DISPUTE_LIST_VIEWS = ['open', 'due-soon', 'for-review', 'all'] as const;

export const auditDisputeListRoute = defineRoute({
  method: 'GET', path: '/audit/disputes', tags: ['audit'],
  summary: "Card disputes for support: the open cases (needing a response or under review), those due soon (a response due within 3 days), those Stripe sent for a charge no purchase is known by (for review), or all",
  query: z.object({ show: z.enum(DISPUTE_LIST_VIEWS).default('open') }),
  response: z.object({
    show: z.enum(DISPUTE_LIST_VIEWS),
    cases: z.array(z.object({
      subjectId: z.string(), transactionId: z.string(), disputeId: z.string(), reason: z.string(), amount: z.number().int(), currency: z.string(), status: z.string(),
      evidenceDueBy: z.string().nullable(), openedAt: z.string(), submittedAt: z.string().nullable(), outcome: z.string().nullable(),
      /** A response is due within 3 days (or overdue) and none was submitted. */
      dueSoon: z.boolean(),
    })),
    /** Disputes of a charge no purchase is known by: kept for support to look into, never dropped. */
    forReview: z.array(z.object({
      disputeId: z.string(), chargeId: z.string().nullable(), paymentIntentId: z.string().nullable(), reason: z.string(), amount: z.number().int(), currency: z.string(),
      status: z.string(), evidenceDueBy: z.string().nullable(), receivedAt: z.string(), lastEventType: z.string(),
    })),
  }),
});

// Generated from libs/contracts/src/audit/disputes.routes.ts by `npm run generate:web-client`: do not edit.
import { auditDisputeListRoute, auditDisputesRoute, auditPaymentRoute, auditSaveDisputeEvidenceRoute, auditSubmitDisputeEvidenceRoute } from '@marketplace/contracts/audit/disputes.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/audit/disputes: Card disputes for support: the open cases (needing a response or under review), those due soon (a response due within 3 days), those Stripe sent for a charge no purchase is known by (for review), or all */
export const auditDisputeList = (input?: RouteCallInput<typeof auditDisputeListRoute>) => callRoute(auditDisputeListRoute, input);

/** GET /api/audit/subjects/:subjectId/disputes: A purchase's card disputes with their evidence to review (pre-filled from the events until saved); records the opening on its access log */
export const auditDisputes = (input?: RouteCallInput<typeof auditDisputesRoute>) => callRoute(auditDisputesRoute, input);

/** GET /api/audit/payments/:paymentIntentId: A payment's own page (staff): the intent, amount, card, status, refunds and disputes as Stripe has them, the purchase it paid, and the facts recorded about it (events and Stripe events received); records the opening on the purchase's access log */
export const auditPayment = (input?: RouteCallInput<typeof auditPaymentRoute>) => callRoute(auditPaymentRoute, input);

/** PUT /api/audit/subjects/:subjectId/disputes/:disputeId/evidence: Save a dispute's text evidence (a draft: DisputeEvidenceSaved on the purchase's timeline) */
export const auditSaveDisputeEvidence = (input?: RouteCallInput<typeof auditSaveDisputeEvidenceRoute>) => callRoute(auditSaveDisputeEvidenceRoute, input);

/** POST /api/audit/subjects/:subjectId/disputes/:disputeId/submit: Submit a dispute's evidence to Stripe: the bundle's files uploaded, the text fields and `submit`; DisputeEvidenceSubmitted on the timeline */
export const auditSubmitDisputeEvidence = (input?: RouteCallInput<typeof auditSubmitDisputeEvidenceRoute>) => callRoute(auditSubmitDisputeEvidenceRoute, input);

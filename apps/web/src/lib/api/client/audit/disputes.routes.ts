// Generated from libs/contracts/src/audit/disputes.routes.ts by `npm run generate:web-client`: do not edit.
import { auditDisputesRoute, auditSaveDisputeEvidenceRoute, auditSubmitDisputeEvidenceRoute } from '@marketplace/contracts/audit/disputes.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/audit/subjects/:subjectId/disputes: A purchase's card disputes with their evidence to review (pre-filled from the events until saved); records the opening on its access log */
export const auditDisputes = (input?: RouteCallInput<typeof auditDisputesRoute>) => callRoute(auditDisputesRoute, input);

/** PUT /api/audit/subjects/:subjectId/disputes/:disputeId/evidence: Save a dispute's text evidence (a draft: DisputeEvidenceSaved on the purchase's timeline) */
export const auditSaveDisputeEvidence = (input?: RouteCallInput<typeof auditSaveDisputeEvidenceRoute>) => callRoute(auditSaveDisputeEvidenceRoute, input);

/** POST /api/audit/subjects/:subjectId/disputes/:disputeId/submit: Submit a dispute's evidence to Stripe: the bundle's files uploaded, the text fields and `submit`; DisputeEvidenceSubmitted on the timeline */
export const auditSubmitDisputeEvidence = (input?: RouteCallInput<typeof auditSubmitDisputeEvidenceRoute>) => callRoute(auditSubmitDisputeEvidenceRoute, input);

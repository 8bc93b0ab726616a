// Generated from libs/contracts/src/audit/console.routes.ts by `npm run generate:web-client`: do not edit.
import { auditBundleRoute, auditCustomerViewRoute, auditEventDiffRoute, auditReadModelCheckRoute, auditRevealRoute, auditSearchRoute, auditSubjectStateRoute, auditTimelineRoute } from '@marketplace/contracts/audit/console.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/audit/subjects/:subjectId/bundle: Dispute bundle (ZIP) of a disputed purchase: events as JSON Lines (sealed stays sealed), the timeline PDF, every signed contract, the deposit receipt, Stripe records, evidence.json in Stripe's fields, a SHA-256 manifest */
export const auditBundle = (input?: RouteCallInput<typeof auditBundleRoute>) => callRoute(auditBundleRoute, input);

/** GET /api/audit/subjects/:subjectId/customer-view: What the customer's transaction screens showed at an instant (prices, taxes, payment, hold time left, step, contract), folded from the purchase and vehicle streams with the buyer's own GET logic, and the events that changed it; records an audit.subject-viewed event (reason customer-view) */
export const auditCustomerView = (input?: RouteCallInput<typeof auditCustomerViewRoute>) => callRoute(auditCustomerViewRoute, input);

/** GET /api/audit/streams/:streamId/versions/:version/diff: One event's effect: the stream's state before and after it (domain evolve, upcasters applied), field by field; records an audit.subject-viewed event (reason diff) on the stream's subject */
export const auditEventDiff = (input?: RouteCallInput<typeof auditEventDiffRoute>) => callRoute(auditEventDiffRoute, input);

/** GET /api/audit/subjects/:subjectId/read-model-check: Check read models: replay the subject's streams through every projection into a scratch schema and compare with the live rows */
export const auditReadModelCheck = (input?: RouteCallInput<typeof auditReadModelCheckRoute>) => callRoute(auditReadModelCheckRoute, input);

/** POST /api/audit/subjects/:subjectId/reveal: Unseal one subject's personal data (super admin only) for a stated reason; records audit.personal-data-revealed */
export const auditReveal = (input?: RouteCallInput<typeof auditRevealRoute>) => callRoute(auditRevealRoute, input);

/** GET /api/audit/search: Find subjects by exact id (user, transaction, vehicle or VIN, company, correlation or Stripe payment id), by email or part of one, by name or part of one, by phone in any format (types 6 and 7); ranked, exact ids first; records an audit.searched event on the searcher's access log */
export const auditSearch = (input?: RouteCallInput<typeof auditSearchRoute>) => callRoute(auditSearchRoute, input);

/** GET /api/audit/subjects/:subjectId/state: The subject's folded state across its streams at a version of its own stream or at an instant; records an audit.subject-viewed event (reason state) */
export const auditSubjectState = (input?: RouteCallInput<typeof auditSubjectStateRoute>) => callRoute(auditSubjectStateRoute, input);

/** GET /api/audit/subjects/:subjectId/timeline: A subject's timeline across its related streams and records (a purchase's lead and its deliveries, its buyer's support messages, the emails sent to the buyer, the Stripe events received), oldest first, paged, each row summarised; the first page records an audit.subject-viewed event, and every customer named is a staff read on their access log */
export const auditTimeline = (input?: RouteCallInput<typeof auditTimelineRoute>) => callRoute(auditTimelineRoute, input);

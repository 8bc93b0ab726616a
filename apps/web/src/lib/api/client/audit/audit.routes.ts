// Generated from libs/contracts/src/audit/audit.routes.ts by `npm run generate:web-client`: do not edit.
import { auditStreamRoute, exportPersonalDataRoute } from '@marketplace/contracts/audit/audit.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/audit/streams/:streamId: A stream's full event history for admins (types 6 and 7): type, time, actor, impersonator, data with personal fields masked; records an audit.subject-viewed event (reason stream) on the stream's subject */
export const auditStream = (input?: RouteCallInput<typeof auditStreamRoute>) => callRoute(auditStreamRoute, input);

/** GET /api/user/export: A JSON file of everything held about the signed-in person, decrypted (3 per day; 429 rate_limit.exceeded after) */
export const exportPersonalData = (input?: RouteCallInput<typeof exportPersonalDataRoute>) => callRoute(exportPersonalDataRoute, input);

// Generated from libs/contracts/src/shared/health.ts by `npm run generate:web-client`: do not edit.
import { healthRoute } from '@marketplace/contracts/shared/health';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/health: Liveness and dependencies: 200 while PostgreSQL answers, 503 otherwise */
export const health = (input?: RouteCallInput<typeof healthRoute>) => callRoute(healthRoute, input);

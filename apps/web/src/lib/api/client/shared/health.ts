// Generated from libs/contracts/src/shared/health.ts by `npm run generate:web-client`: do not edit.
import { healthLiveRoute, healthReadyRoute, healthRoute } from '@marketplace/contracts/shared/health';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/health: Liveness and dependencies: 200 while PostgreSQL answers, 503 otherwise */
export const health = (input?: RouteCallInput<typeof healthRoute>) => callRoute(healthRoute, input);

/** GET /api/health/live: Liveness probe: 200 while the process serves requests (restart it when this fails) */
export const healthLive = (input?: RouteCallInput<typeof healthLiveRoute>) => callRoute(healthLiveRoute, input);

/** GET /api/health/ready: Readiness probe: 200 when migrations ran, the event store answers and this instance's projections are within bounds; 503 otherwise and while shutting down */
export const healthReady = (input?: RouteCallInput<typeof healthReadyRoute>) => callRoute(healthReadyRoute, input);

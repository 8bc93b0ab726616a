// Generated from libs/contracts/src/catalog/third-parties.ts by `npm run generate:web-client`: do not edit.
import { getApiConfigsRoute, getApiLogsRoute, saveApiConfigRoute } from '@marketplace/contracts/catalog/third-parties';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/admin/third-parties/get-api-configs: Price-guide provider configurations */
export const getApiConfigs = (input?: RouteCallInput<typeof getApiConfigsRoute>) => callRoute(getApiConfigsRoute, input);

/** GET /api/admin/third-parties/get-api-logs: Recent price-guide calls, newest first */
export const getApiLogs = (input?: RouteCallInput<typeof getApiLogsRoute>) => callRoute(getApiLogsRoute, input);

/** POST /api/admin/third-parties/save-config: Create (no id) or update a configuration; checks the connection and logs it */
export const saveApiConfig = (input?: RouteCallInput<typeof saveApiConfigRoute>) => callRoute(saveApiConfigRoute, input);

// Generated from libs/contracts/src/dealer/widgets.routes.ts by `npm run generate:web-client`: do not edit.
import { getWidgetInventoryRoute } from '@marketplace/contracts/dealer/widgets.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/company/get-widget-inventory: Public: a company inventory for its widget (CORS, no credentials) */
export const getWidgetInventory = (input?: RouteCallInput<typeof getWidgetInventoryRoute>) => callRoute(getWidgetInventoryRoute, input);

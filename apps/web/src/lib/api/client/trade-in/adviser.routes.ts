// Generated from libs/contracts/src/trade-in/adviser.routes.ts by `npm run generate:web-client`: do not edit.
import { adjustAfterInspectionRoute, getAdviserQueueRoute, setValueByAdviserRoute } from '@marketplace/contracts/trade-in/adviser.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/tradein/adjust-after-inspection: After inspection, the confirmed value changes with its reason, shown to the customer (who is emailed) */
export const adjustAfterInspection = (input?: RouteCallInput<typeof adjustAfterInspectionRoute>) => callRoute(adjustAfterInspectionRoute, input);

/** GET /api/tradein/adviser-queue: Trade-ins waiting for an adviser, oldest first */
export const getAdviserQueue = (input?: RouteCallInput<typeof getAdviserQueueRoute>) => callRoute(getAdviserQueueRoute, input);

/** POST /api/tradein/set-value-by-adviser: An adviser sets the value (an offer held 7 days) with a reason; the customer is emailed */
export const setValueByAdviser = (input?: RouteCallInput<typeof setValueByAdviserRoute>) => callRoute(setValueByAdviserRoute, input);

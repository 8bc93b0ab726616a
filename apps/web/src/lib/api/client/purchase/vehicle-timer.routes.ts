// Generated from libs/contracts/src/purchase/vehicle-timer.routes.ts by `npm run generate:web-client`: do not edit.
import { checkVehicleTimerRoute, deleteVehicleTimerRoute, expandVehicleTimerRoute, setVehicleTimerRoute } from '@marketplace/contracts/purchase/vehicle-timer.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/buy-online/vehicle-timer/check/:id: The vehicle's lock as the caller sees it (no change) */
export const checkVehicleTimer = (input?: RouteCallInput<typeof checkVehicleTimerRoute>) => callRoute(checkVehicleTimerRoute, input);

/** GET /api/buy-online/vehicle-timer/delete/:id: Releases the caller's lock (idempotent); only the holder may release */
export const deleteVehicleTimer = (input?: RouteCallInput<typeof deleteVehicleTimerRoute>) => callRoute(deleteVehicleTimerRoute, input);

/** GET /api/buy-online/vehicle-timer/expand/:id: Adds 15 minutes to the caller's lock (at most 2 times); 409 purchase.lock_expired when the lock is gone, 403 purchase.lock_not_held for others */
export const expandVehicleTimer = (input?: RouteCallInput<typeof expandVehicleTimerRoute>) => callRoute(expandVehicleTimerRoute, input);

/** GET /api/buy-online/vehicle-timer/set/:id: Locks the vehicle for the signed-in buyer (30 minutes); idempotent for the holder; 409 purchase.vehicle_locked for anyone else */
export const setVehicleTimer = (input?: RouteCallInput<typeof setVehicleTimerRoute>) => callRoute(setVehicleTimerRoute, input);

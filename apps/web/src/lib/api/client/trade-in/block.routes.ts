// Generated from libs/contracts/src/trade-in/block.routes.ts by `npm run generate:web-client`: do not edit.
import { addTradeInRoute, getAllTradeInBlockRoute, getBlockFiltersRoute, getBlockManagementRoute, getBlockVehicleDetailsRoute } from '@marketplace/contracts/trade-in/block.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/tradein/add-trade-in: A dealer takes a confirmed trade-in into their company's inventory */
export const addTradeIn = (input?: RouteCallInput<typeof addTradeInRoute>) => callRoute(addTradeInRoute, input);

/** POST /api/tradein/get-all-trade-in-block: Confirmed trade-ins no dealer took yet, newest first, filtered (year, make, model, price in cents, province) */
export const getAllTradeInBlock = (input?: RouteCallInput<typeof getAllTradeInBlockRoute>) => callRoute(getAllTradeInBlockRoute, input);

/** POST /api/tradein/get-filters: The values the block can be filtered by */
export const getBlockFilters = (input?: RouteCallInput<typeof getBlockFiltersRoute>) => callRoute(getBlockFiltersRoute, input);

/** POST /api/tradein/block-management: Every confirmed trade-in, taken or not (staff) */
export const getBlockManagement = (input?: RouteCallInput<typeof getBlockManagementRoute>) => callRoute(getBlockManagementRoute, input);

/** GET /api/tradein/block/vehicle-details: One confirmed trade-in of the block */
export const getBlockVehicleDetails = (input?: RouteCallInput<typeof getBlockVehicleDetailsRoute>) => callRoute(getBlockVehicleDetailsRoute, input);

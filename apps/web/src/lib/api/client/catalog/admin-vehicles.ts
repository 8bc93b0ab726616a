// Generated from libs/contracts/src/catalog/admin-vehicles.ts by `npm run generate:web-client`: do not edit.
import { adminEditVehicleRoute, adminGetVehicleRoute, adminListVehicleRoute, adminListVehiclesRoute } from '@marketplace/contracts/catalog/admin-vehicles';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** PATCH /api/admin/vehicles/:id: Vehicles team: change price, fees, kilometres, colours, photos or status (one atomic append) */
export const adminEditVehicle = (input?: RouteCallInput<typeof adminEditVehicleRoute>) => callRoute(adminEditVehicleRoute, input);

/** GET /api/admin/vehicles/:id: Vehicles team: one vehicle with its version (send it back as expectedVersion when editing) */
export const adminGetVehicle = (input?: RouteCallInput<typeof adminGetVehicleRoute>) => callRoute(adminGetVehicleRoute, input);

/** POST /api/admin/vehicles: Vehicles team: list a vehicle for sale (VIN with a valid check digit) */
export const adminListVehicle = (input?: RouteCallInput<typeof adminListVehicleRoute>) => callRoute(adminListVehicleRoute, input);

/** GET /api/admin/vehicles: Vehicles team: every vehicle whatever its status, newest change first */
export const adminListVehicles = (input?: RouteCallInput<typeof adminListVehiclesRoute>) => callRoute(adminListVehiclesRoute, input);

// Generated from libs/contracts/src/catalog/vehicles.ts by `npm run generate:web-client`: do not edit.
import { getVehicleRoute, searchVehiclesRoute, stockPhotoRoute, vehicleFacetsRoute, vehiclePhotoRoute } from '@marketplace/contracts/catalog/vehicles';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/catalog/vehicles/:id: One vehicle: gallery, all-in price breakdown, dealer */
export const getVehicle = (input?: RouteCallInput<typeof getVehicleRoute>) => callRoute(getVehicleRoute, input);

/** GET /api/catalog/vehicles: Search the inventory (available vehicles); newest first by default */
export const searchVehicles = (input?: RouteCallInput<typeof searchVehiclesRoute>) => callRoute(searchVehiclesRoute, input);

/** GET /api/catalog/stock-photos/:vifId/:file: A generated stock photo of a VIF (the local image provider's images), file is <n>.svg */
export const stockPhoto = (input?: RouteCallInput<typeof stockPhotoRoute>) => callRoute(stockPhotoRoute, input);

/** GET /api/catalog/vehicles/facets: Filter facets with counts; each facet ignores its own filter (makes ignore makeId and modelId) */
export const vehicleFacets = (input?: RouteCallInput<typeof vehicleFacetsRoute>) => callRoute(vehicleFacetsRoute, input);

/** GET /api/catalog/photos/:vehicleId/:file: A generated demo photo, deterministic per vehicle, coloured by its exterior colour; file is <n>.svg (the drawing) or <n>-<width>w.webp (320, 640, 960 or 1280 pixels wide) */
export const vehiclePhoto = (input?: RouteCallInput<typeof vehiclePhotoRoute>) => callRoute(vehiclePhotoRoute, input);

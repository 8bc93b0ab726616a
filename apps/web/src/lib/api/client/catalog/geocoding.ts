// Generated from libs/contracts/src/catalog/geocoding.ts by `npm run generate:web-client`: do not edit.
import { geocodeRoute } from '@marketplace/contracts/catalog/geocoding';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/catalog/geocode: Postal code to coordinates (first location when found, {} otherwise, as the spec client expects) */
export const geocode = (input?: RouteCallInput<typeof geocodeRoute>) => callRoute(geocodeRoute, input);

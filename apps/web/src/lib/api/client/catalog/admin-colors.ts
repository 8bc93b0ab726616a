// Generated from libs/contracts/src/catalog/admin-colors.ts by `npm run generate:web-client`: do not edit.
import { colorsAllRoute, colorsGetMappingRoute, colorsSaveMappingRoute } from '@marketplace/contracts/catalog/admin-colors';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/admin/colors/ail-colors: Every generic colour */
export const colorsAll = (input?: RouteCallInput<typeof colorsAllRoute>) => callRoute(colorsAllRoute, input);

/** GET /api/admin/colors/get-colors-mapping: Manufacturer colour names mapped to generic colours */
export const colorsGetMapping = (input?: RouteCallInput<typeof colorsGetMappingRoute>) => callRoute(colorsGetMappingRoute, input);

/** POST /api/admin/colors/save-colors-mapping: Save (upsert) colour mappings; colourId null removes one */
export const colorsSaveMapping = (input?: RouteCallInput<typeof colorsSaveMappingRoute>) => callRoute(colorsSaveMappingRoute, input);

// Generated from libs/contracts/src/catalog/admin-equipment.ts by `npm run generate:web-client`: do not edit.
import { carsGetTrimEquipmentRoute, carsSaveTrimEquipmentRoute } from '@marketplace/contracts/catalog/admin-equipment';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/admin/cars/get-trim-equipment: A trim's equipment, with every equipment item grouped by category */
export const carsGetTrimEquipment = (input?: RouteCallInput<typeof carsGetTrimEquipmentRoute>) => callRoute(carsGetTrimEquipmentRoute, input);

/** POST /api/admin/cars/save-trim-equipment: Replace a trim's equipment set, atomically (an unknown trim: 404 catalog.unknown_trim; an unknown equipment id: 400 catalog.unknown_equipment) */
export const carsSaveTrimEquipment = (input?: RouteCallInput<typeof carsSaveTrimEquipmentRoute>) => callRoute(carsSaveTrimEquipmentRoute, input);

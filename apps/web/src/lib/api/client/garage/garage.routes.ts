// Generated from libs/contracts/src/garage/garage.routes.ts by `npm run generate:web-client`: do not edit.
import { addGarageVehicleRoute, editCustomerVehicleRoute, getCustomerVehicleDetailsRoute, getCustomerVehicleValueRoute, getCustomerVehiclesRoute, removeCustomerVehicleRoute } from '@marketplace/contracts/garage/garage.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/vehicles/create-customer-vehicle: Adds a vehicle to the signed-in customer's garage (400 garage.invalid_vin on a wrong VIN) */
export const addGarageVehicle = (input?: RouteCallInput<typeof addGarageVehicleRoute>) => callRoute(addGarageVehicleRoute, input);

/** POST /api/vehicles/edit-customer-vehicle: Updates the kilometres (and province) of a garage vehicle and values it again */
export const editCustomerVehicle = (input?: RouteCallInput<typeof editCustomerVehicleRoute>) => callRoute(editCustomerVehicleRoute, input);

/** GET /api/vehicles/get-customer-vehicle-details: One garage vehicle of the signed-in customer (404 for anyone else) */
export const getCustomerVehicleDetails = (input?: RouteCallInput<typeof getCustomerVehicleDetailsRoute>) => callRoute(getCustomerVehicleDetailsRoute, input);

/** GET /api/vehicles/get-customer-vehicles: The signed-in customer's garage, newest first */
export const getCustomerVehicles = (input?: RouteCallInput<typeof getCustomerVehiclesRoute>) => callRoute(getCustomerVehiclesRoute, input);

/** GET /api/vehicles/customerVehicleValue: The current trade-in value of a garage vehicle and its history, oldest first */
export const getCustomerVehicleValue = (input?: RouteCallInput<typeof getCustomerVehicleValueRoute>) => callRoute(getCustomerVehicleValueRoute, input);

/** POST /api/vehicles/remove-customer-vehicle: Removes a vehicle from the garage */
export const removeCustomerVehicle = (input?: RouteCallInput<typeof removeCustomerVehicleRoute>) => callRoute(removeCustomerVehicleRoute, input);

/** What the app shell, other modules and tests may use from the garage context. */
export { garageRegistration } from './garage.registration';
export { GARAGE_VEHICLES_PROJECTION } from './queries/get-customer-vehicles/garage-vehicles.projection';

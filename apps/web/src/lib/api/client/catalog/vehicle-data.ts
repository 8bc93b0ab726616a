// Generated from libs/contracts/src/catalog/vehicle-data.ts by `npm run generate:web-client`: do not edit.
import { vehicleDataAdminEuModelsRoute, vehicleDataAdminModelsRoute, vehicleDataCitiesRoute, vehicleDataCountriesRoute, vehicleDataEuTrimsRoute, vehicleDataLanguagesRoute, vehicleDataMakesRoute, vehicleDataProvincesRoute, vehicleDataSourceMakesRoute, vehicleDataTrimsRoute, vehicleDataYearsRoute } from '@marketplace/contracts/catalog/vehicle-data';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/vehicle-data/get-admin-eu-models: Every European model, active or not */
export const vehicleDataAdminEuModels = (input?: RouteCallInput<typeof vehicleDataAdminEuModelsRoute>) => callRoute(vehicleDataAdminEuModelsRoute, input);

/** GET /api/vehicle-data/get-admin-models: Every North American model, active or not */
export const vehicleDataAdminModels = (input?: RouteCallInput<typeof vehicleDataAdminModelsRoute>) => callRoute(vehicleDataAdminModelsRoute, input);

/** GET /api/vehicle-data/get-cities: Main cities of a province (by id or code) */
export const vehicleDataCities = (input?: RouteCallInput<typeof vehicleDataCitiesRoute>) => callRoute(vehicleDataCitiesRoute, input);

/** GET /api/vehicle-data/get-countries: Countries (Canada is id 43) */
export const vehicleDataCountries = (input?: RouteCallInput<typeof vehicleDataCountriesRoute>) => callRoute(vehicleDataCountriesRoute, input);

/** GET /api/vehicle-data/get-eu-trims: European trims of a model */
export const vehicleDataEuTrims = (input?: RouteCallInput<typeof vehicleDataEuTrimsRoute>) => callRoute(vehicleDataEuTrimsRoute, input);

/** GET /api/vehicle-data/get-languages: Languages (spec: ID, Key, Name; id 1 is English) */
export const vehicleDataLanguages = (input?: RouteCallInput<typeof vehicleDataLanguagesRoute>) => callRoute(vehicleDataLanguagesRoute, input);

/** GET /api/vehicle-data/get-makes: Active makes */
export const vehicleDataMakes = (input?: RouteCallInput<typeof vehicleDataMakesRoute>) => callRoute(vehicleDataMakesRoute, input);

/** GET /api/vehicle-data/get-provinces: Provinces and territories of a country (default Canada, 43) */
export const vehicleDataProvinces = (input?: RouteCallInput<typeof vehicleDataProvincesRoute>) => callRoute(vehicleDataProvincesRoute, input);

/** GET /api/vehicle-data/get-source-makes: Makes of a data source (optionally of one year) */
export const vehicleDataSourceMakes = (input?: RouteCallInput<typeof vehicleDataSourceMakesRoute>) => callRoute(vehicleDataSourceMakesRoute, input);

/** GET /api/vehicle-data/get-trims: Active North American trims of a model (msrp in cents, QC) */
export const vehicleDataTrims = (input?: RouteCallInput<typeof vehicleDataTrimsRoute>) => callRoute(vehicleDataTrimsRoute, input);

/** GET /api/vehicle-data/get-years: Model years of a data source, newest first */
export const vehicleDataYears = (input?: RouteCallInput<typeof vehicleDataYearsRoute>) => callRoute(vehicleDataYearsRoute, input);

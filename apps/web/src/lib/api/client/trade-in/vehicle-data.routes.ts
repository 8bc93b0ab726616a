// Generated from libs/contracts/src/trade-in/vehicle-data.routes.ts by `npm run generate:web-client`: do not edit.
import { tradeInColorsRoute, tradeInDriveTrainsRoute, tradeInEnginesRoute, tradeInEquipmentsRoute, tradeInMakeModelRoute, tradeInMakesRoute, tradeInModelsRoute, tradeInSeriesRoute, tradeInStylesRoute, tradeInTransmissionTypesRoute, tradeInVinDecodeRoute, tradeInYearsRoute } from '@marketplace/contracts/trade-in/vehicle-data.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/tradein/colors: Exterior colours, in both languages */
export const tradeInColors = (input?: RouteCallInput<typeof tradeInColorsRoute>) => callRoute(tradeInColorsRoute, input);

/** GET /api/tradein/driveTrains: Drivetrains (of a trim, or of a model and year, or all) */
export const tradeInDriveTrains = (input?: RouteCallInput<typeof tradeInDriveTrainsRoute>) => callRoute(tradeInDriveTrainsRoute, input);

/** GET /api/tradein/engines: Engines (of a trim, or of a model and year, or all) */
export const tradeInEngines = (input?: RouteCallInput<typeof tradeInEnginesRoute>) => callRoute(tradeInEnginesRoute, input);

/** GET /api/tradein/equipmentsByVehicleID: Equipment list of a trim (the vehicle id is the trim id), standard items first */
export const tradeInEquipments = (input?: RouteCallInput<typeof tradeInEquipmentsRoute>) => callRoute(tradeInEquipmentsRoute, input);

/** GET /api/tradein/make-model: Every make with its models (of a model year when given) */
export const tradeInMakeModel = (input?: RouteCallInput<typeof tradeInMakeModelRoute>) => callRoute(tradeInMakeModelRoute, input);

/** GET /api/tradein/makes: Makes (of a model year when given), by name */
export const tradeInMakes = (input?: RouteCallInput<typeof tradeInMakesRoute>) => callRoute(tradeInMakesRoute, input);

/** GET /api/tradein/models: Models of a make (of a model year when given), by name */
export const tradeInModels = (input?: RouteCallInput<typeof tradeInModelsRoute>) => callRoute(tradeInModelsRoute, input);

/** GET /api/tradein/series: Series (trims) of a model in a model year */
export const tradeInSeries = (input?: RouteCallInput<typeof tradeInSeriesRoute>) => callRoute(tradeInSeriesRoute, input);

/** GET /api/tradein/styles: Styles (trims with body type) of a model in a model year */
export const tradeInStyles = (input?: RouteCallInput<typeof tradeInStylesRoute>) => callRoute(tradeInStylesRoute, input);

/** GET /api/tradein/transmissionTypes: Transmissions (of a trim, or of a model and year, or all) */
export const tradeInTransmissionTypes = (input?: RouteCallInput<typeof tradeInTransmissionTypesRoute>) => callRoute(tradeInTransmissionTypesRoute, input);

/** GET /api/tradein/vin-decode: Decodes a VIN offline (check digit, manufacturer, model year); 400 trade_in.invalid_vin when it is wrong */
export const tradeInVinDecode = (input?: RouteCallInput<typeof tradeInVinDecodeRoute>) => callRoute(tradeInVinDecodeRoute, input);

/** GET /api/tradein/years: Every model year a customer may trade in, newest first; the guide values those from valuedFrom (21 model years), advisers older ones */
export const tradeInYears = (input?: RouteCallInput<typeof tradeInYearsRoute>) => callRoute(tradeInYearsRoute, input);

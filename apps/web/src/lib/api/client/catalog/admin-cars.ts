// Generated from libs/contracts/src/catalog/admin-cars.ts by `npm run generate:web-client`: do not edit.
import { carsActivateModelRoute, carsActivateTrimRoute, carsCreateModelRoute, carsCreateSubModelsRoute, carsDeleteSubModelsRoute, carsGetChromeDataModelsRoute, carsSavePromotionImageRoute, carsSavePromotionNoteRoute } from '@marketplace/contracts/catalog/admin-cars';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/admin/cars/activate-model: Show or hide a model in the catalogue */
export const carsActivateModel = (input?: RouteCallInput<typeof carsActivateModelRoute>) => callRoute(carsActivateModelRoute, input);

/** POST /api/admin/cars/activate-trim: Show or hide a trim */
export const carsActivateTrim = (input?: RouteCallInput<typeof carsActivateTrimRoute>) => callRoute(carsActivateTrimRoute, input);

/** POST /api/admin/cars/create-model: Create a catalogue model from a data-source model (modelId from get-chrome-data-models) */
export const carsCreateModel = (input?: RouteCallInput<typeof carsCreateModelRoute>) => callRoute(carsCreateModelRoute, input);

/** POST /api/admin/cars/create-submodels: Group models under a main model (query mainModelId, body SubModelsId) */
export const carsCreateSubModels = (input?: RouteCallInput<typeof carsCreateSubModelsRoute>) => callRoute(carsCreateSubModelsRoute, input);

/** POST /api/admin/cars/delete-submodels: Detach every sub-model from a main model (modelId) */
export const carsDeleteSubModels = (input?: RouteCallInput<typeof carsDeleteSubModelsRoute>) => callRoute(carsDeleteSubModelsRoute, input);

/** GET /api/admin/cars/get-chrome-data-models: Models offered by the North American vehicle-data provider */
export const carsGetChromeDataModels = (input?: RouteCallInput<typeof carsGetChromeDataModelsRoute>) => callRoute(carsGetChromeDataModelsRoute, input);

/** POST /api/admin/cars/save-model-promotion-image-url: Set (or clear with null) a model's promotion image */
export const carsSavePromotionImage = (input?: RouteCallInput<typeof carsSavePromotionImageRoute>) => callRoute(carsSavePromotionImageRoute, input);

/** POST /api/admin/cars/save-model-promotion-note: Set (or clear) a model's promotion note in one language (1 English, 2 French) */
export const carsSavePromotionNote = (input?: RouteCallInput<typeof carsSavePromotionNoteRoute>) => callRoute(carsSavePromotionNoteRoute, input);

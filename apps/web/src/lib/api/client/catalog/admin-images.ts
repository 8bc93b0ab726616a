// Generated from libs/contracts/src/catalog/admin-images.ts by `npm run generate:web-client`: do not edit.
import { imagesCancelDownloadRoute, imagesDownloadAllRoute, imagesDownloadImagesRoute, imagesDownloadStatusRoute, imagesDownloadVifListRoute, imagesFixFolderStatusRoute, imagesGetFolderStatusRoute, imagesGetGalleriesRoute, imagesGetMakesRoute, imagesGetMappingRoute, imagesGetModelsRoute, imagesGetTrimsRoute, imagesGetVifListRoute, imagesGetYearsRoute, imagesSaveImagesIdRoute, imagesSaveMainImageModelRoute, imagesSaveMainImageTrimRoute } from '@marketplace/contracts/catalog/admin-images';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/admin/images/cancel-download: Cancel a VIF download (vifId is required) */
export const imagesCancelDownload = (input?: RouteCallInput<typeof imagesCancelDownloadRoute>) => callRoute(imagesCancelDownloadRoute, input);

/** POST /api/admin/images/download-all: Full download: every VIF of a year, make and model */
export const imagesDownloadAll = (input?: RouteCallInput<typeof imagesDownloadAllRoute>) => callRoute(imagesDownloadAllRoute, input);

/** POST /api/admin/images/download-images: Start downloading one VIF's images into the gallery */
export const imagesDownloadImages = (input?: RouteCallInput<typeof imagesDownloadImagesRoute>) => callRoute(imagesDownloadImagesRoute, input);

/** GET /api/admin/images/download-status: Progress of a VIF download */
export const imagesDownloadStatus = (input?: RouteCallInput<typeof imagesDownloadStatusRoute>) => callRoute(imagesDownloadStatusRoute, input);

/** GET /api/admin/images/download-viflist: The same list as CSV (attachment viflist.csv) */
export const imagesDownloadVifList = (input?: RouteCallInput<typeof imagesDownloadVifListRoute>) => callRoute(imagesDownloadVifListRoute, input);

/** POST /api/admin/images/fix-folder-status: Fetch the missing images of a VIF again */
export const imagesFixFolderStatus = (input?: RouteCallInput<typeof imagesFixFolderStatusRoute>) => callRoute(imagesFixFolderStatusRoute, input);

/** GET /api/admin/images/get-folder-status: Compare a VIF's downloaded images with the provider's list */
export const imagesGetFolderStatus = (input?: RouteCallInput<typeof imagesGetFolderStatusRoute>) => callRoute(imagesGetFolderStatusRoute, input);

/** GET /api/admin/images/get-image-galleries: Downloaded images of a VIF, a trim or a model */
export const imagesGetGalleries = (input?: RouteCallInput<typeof imagesGetGalleriesRoute>) => callRoute(imagesGetGalleriesRoute, input);

/** GET /api/admin/images/get-makes: Makes of a year */
export const imagesGetMakes = (input?: RouteCallInput<typeof imagesGetMakesRoute>) => callRoute(imagesGetMakesRoute, input);

/** GET /api/admin/images/get-mapping: Main images chosen for a model and its trims */
export const imagesGetMapping = (input?: RouteCallInput<typeof imagesGetMappingRoute>) => callRoute(imagesGetMappingRoute, input);

/** GET /api/admin/images/get-models: Models of a year and make */
export const imagesGetModels = (input?: RouteCallInput<typeof imagesGetModelsRoute>) => callRoute(imagesGetModelsRoute, input);

/** GET /api/admin/images/get-trims: Trims of a year and model */
export const imagesGetTrims = (input?: RouteCallInput<typeof imagesGetTrimsRoute>) => callRoute(imagesGetTrimsRoute, input);

/** GET /api/admin/images/get-viflist: The image provider's VIF list for a year, make and model */
export const imagesGetVifList = (input?: RouteCallInput<typeof imagesGetVifListRoute>) => callRoute(imagesGetVifListRoute, input);

/** GET /api/admin/images/get-years: Years with vehicle data */
export const imagesGetYears = (input?: RouteCallInput<typeof imagesGetYearsRoute>) => callRoute(imagesGetYearsRoute, input);

/** POST /api/admin/images/save-images-id: Attach a VIF (its images) to a trim */
export const imagesSaveImagesId = (input?: RouteCallInput<typeof imagesSaveImagesIdRoute>) => callRoute(imagesSaveImagesIdRoute, input);

/** POST /api/admin/images/save-main-image-model: Choose the main image of a model (from either source) */
export const imagesSaveMainImageModel = (input?: RouteCallInput<typeof imagesSaveMainImageModelRoute>) => callRoute(imagesSaveMainImageModelRoute, input);

/** POST /api/admin/images/save-main-image-trim: Choose the main image of a trim (from either source) */
export const imagesSaveMainImageTrim = (input?: RouteCallInput<typeof imagesSaveMainImageTrimRoute>) => callRoute(imagesSaveMainImageTrimRoute, input);

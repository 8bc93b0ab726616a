import { Module } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config';
import { GeocodingModule } from '../../platform/geocoding/geocoding.module';
import { CONFIG } from '../../platform/tokens';
import { THIRD_PARTY_SECRETS, thirdPartySecrets } from './adapters/api-configs';
import { ImageDownloads } from './adapters/image-downloads';
import { VifImages } from './adapters/vif-images';
import { CatalogPublicApi } from './catalog-public-api';
import { InventoryQueries } from './queries/search-vehicles/listing-reads';
import { PhotoVariants } from './adapters/photo-variants';
import { IMAGE_PROVIDER, LocalImageProvider } from './adapters/image-provider.port';
import { LocalPriceGuideProvider, PRICE_GUIDE_PROVIDER } from './adapters/price-guide-provider.port';
import { LocalVehicleDataProvider, VEHICLE_DATA_PROVIDER } from './adapters/vehicle-data-provider.port';
import { QuotePricing } from './queries/get-quote/quote-pricing';
import { CatalogModels } from './streams/catalog-models';
import { MainImages } from './streams/main-images';
import { VehicleCommands } from './streams/vehicle-stream';
import { ActivateModelHandler } from './commands/activate-model/activate-model.handler';
import { ActivateModelHttpController } from './commands/activate-model/activate-model.http.controller';
import { ActivateTrimHandler } from './commands/activate-trim/activate-trim.handler';
import { ActivateTrimHttpController } from './commands/activate-trim/activate-trim.http.controller';
import { CancelImageDownloadHandler } from './commands/cancel-image-download/cancel-image-download.handler';
import { CancelImageDownloadHttpController } from './commands/cancel-image-download/cancel-image-download.http.controller';
import { CreateModelHandler } from './commands/create-model/create-model.handler';
import { CreateModelHttpController } from './commands/create-model/create-model.http.controller';
import { CreateSubModelsHandler } from './commands/create-sub-models/create-sub-models.handler';
import { CreateSubModelsHttpController } from './commands/create-sub-models/create-sub-models.http.controller';
import { DeleteSubModelsHandler } from './commands/delete-sub-models/delete-sub-models.handler';
import { DeleteSubModelsHttpController } from './commands/delete-sub-models/delete-sub-models.http.controller';
import { DownloadAllImagesHandler } from './commands/download-all-images/download-all-images.handler';
import { DownloadAllImagesHttpController } from './commands/download-all-images/download-all-images.http.controller';
import { DownloadImagesHandler } from './commands/download-images/download-images.handler';
import { DownloadImagesHttpController } from './commands/download-images/download-images.http.controller';
import { DownloadVifListHandler } from './queries/download-vif-list/download-vif-list.handler';
import { DownloadVifListHttpController } from './queries/download-vif-list/download-vif-list.http.controller';
import { EditVehicleHandler } from './commands/edit-vehicle/edit-vehicle.handler';
import { EditVehicleHttpController } from './commands/edit-vehicle/edit-vehicle.http.controller';
import { FixFolderStatusHandler } from './commands/fix-folder-status/fix-folder-status.handler';
import { FixFolderStatusHttpController } from './commands/fix-folder-status/fix-folder-status.http.controller';
import { GeocodePostalCodeHandler } from './queries/geocode-postal-code/geocode-postal-code.handler';
import { GeocodePostalCodeHttpController } from './queries/geocode-postal-code/geocode-postal-code.http.controller';
import { GetAdminEuModelsHandler } from './queries/get-admin-eu-models/get-admin-eu-models.handler';
import { GetAdminEuModelsHttpController } from './queries/get-admin-eu-models/get-admin-eu-models.http.controller';
import { GetAdminModelsHandler } from './queries/get-admin-models/get-admin-models.handler';
import { GetAdminModelsHttpController } from './queries/get-admin-models/get-admin-models.http.controller';
import { GetAdminVehicleHandler } from './queries/get-admin-vehicle/get-admin-vehicle.handler';
import { GetAdminVehicleHttpController } from './queries/get-admin-vehicle/get-admin-vehicle.http.controller';
import { GetApiConfigsHandler } from './queries/get-api-configs/get-api-configs.handler';
import { GetApiConfigsHttpController } from './queries/get-api-configs/get-api-configs.http.controller';
import { GetApiLogsHandler } from './queries/get-api-logs/get-api-logs.handler';
import { GetApiLogsHttpController } from './queries/get-api-logs/get-api-logs.http.controller';
import { GetChromeDataModelsHandler } from './queries/get-chrome-data-models/get-chrome-data-models.handler';
import { GetChromeDataModelsHttpController } from './queries/get-chrome-data-models/get-chrome-data-models.http.controller';
import { GetCitiesHandler } from './queries/get-cities/get-cities.handler';
import { GetCitiesHttpController } from './queries/get-cities/get-cities.http.controller';
import { GetColourMappingHandler } from './queries/get-colour-mapping/get-colour-mapping.handler';
import { GetColourMappingHttpController } from './queries/get-colour-mapping/get-colour-mapping.http.controller';
import { GetColoursHandler } from './queries/get-colours/get-colours.handler';
import { GetColoursHttpController } from './queries/get-colours/get-colours.http.controller';
import { GetCountriesHandler } from './queries/get-countries/get-countries.handler';
import { GetCountriesHttpController } from './queries/get-countries/get-countries.http.controller';
import { GetDownloadStatusHandler } from './queries/get-download-status/get-download-status.handler';
import { GetDownloadStatusHttpController } from './queries/get-download-status/get-download-status.http.controller';
import { GetEuTrimsHandler } from './queries/get-eu-trims/get-eu-trims.handler';
import { GetEuTrimsHttpController } from './queries/get-eu-trims/get-eu-trims.http.controller';
import { GetFolderStatusHandler } from './queries/get-folder-status/get-folder-status.handler';
import { GetFolderStatusHttpController } from './queries/get-folder-status/get-folder-status.http.controller';
import { GetGalleriesHandler } from './queries/get-galleries/get-galleries.handler';
import { GetGalleriesHttpController } from './queries/get-galleries/get-galleries.http.controller';
import { GetImageMakesHandler } from './queries/get-image-makes/get-image-makes.handler';
import { GetImageMakesHttpController } from './queries/get-image-makes/get-image-makes.http.controller';
import { GetImageMappingHandler } from './queries/get-image-mapping/get-image-mapping.handler';
import { GetImageMappingHttpController } from './queries/get-image-mapping/get-image-mapping.http.controller';
import { GetImageModelsHandler } from './queries/get-image-models/get-image-models.handler';
import { GetImageModelsHttpController } from './queries/get-image-models/get-image-models.http.controller';
import { GetImageTrimsHandler } from './queries/get-image-trims/get-image-trims.handler';
import { GetImageTrimsHttpController } from './queries/get-image-trims/get-image-trims.http.controller';
import { GetImageYearsHandler } from './queries/get-image-years/get-image-years.handler';
import { GetImageYearsHttpController } from './queries/get-image-years/get-image-years.http.controller';
import { GetMakesHandler } from './queries/get-makes/get-makes.handler';
import { GetMakesHttpController } from './queries/get-makes/get-makes.http.controller';
import { GetProductHandler } from './queries/get-product/get-product.handler';
import { GetProductHttpController } from './queries/get-product/get-product.http.controller';
import { GetProvincesHandler } from './queries/get-provinces/get-provinces.handler';
import { GetProvincesHttpController } from './queries/get-provinces/get-provinces.http.controller';
import { GetQuoteHandler } from './queries/get-quote/get-quote.handler';
import { GetQuoteHttpController } from './queries/get-quote/get-quote.http.controller';
import { GetReferenceLanguagesHandler } from './queries/get-reference-languages/get-reference-languages.handler';
import { GetReferenceLanguagesHttpController } from './queries/get-reference-languages/get-reference-languages.http.controller';
import { GetSalesTaxesHandler } from './queries/get-sales-taxes/get-sales-taxes.handler';
import { GetSalesTaxesHttpController } from './queries/get-sales-taxes/get-sales-taxes.http.controller';
import { GetSourceMakesHandler } from './queries/get-source-makes/get-source-makes.handler';
import { GetSourceMakesHttpController } from './queries/get-source-makes/get-source-makes.http.controller';
import { GetStockPhotoHandler } from './queries/get-stock-photo/get-stock-photo.handler';
import { GetStockPhotoHttpController } from './queries/get-stock-photo/get-stock-photo.http.controller';
import { GetTaxesHandler } from './queries/get-taxes/get-taxes.handler';
import { GetTaxesHttpController } from './queries/get-taxes/get-taxes.http.controller';
import { GetTrimEquipmentHandler } from './queries/get-trim-equipment/get-trim-equipment.handler';
import { GetTrimEquipmentHttpController } from './queries/get-trim-equipment/get-trim-equipment.http.controller';
import { GetTrimsHandler } from './queries/get-trims/get-trims.handler';
import { GetTrimsHttpController } from './queries/get-trims/get-trims.http.controller';
import { GetTrimsPromotionsHandler } from './queries/get-trims-promotions/get-trims-promotions.handler';
import { GetTrimsPromotionsHttpController } from './queries/get-trims-promotions/get-trims-promotions.http.controller';
import { GetVehicleFacetsHandler } from './queries/get-vehicle-facets/get-vehicle-facets.handler';
import { GetVehicleFacetsHttpController } from './queries/get-vehicle-facets/get-vehicle-facets.http.controller';
import { GetVehicleHandler } from './queries/get-vehicle/get-vehicle.handler';
import { GetVehicleHttpController } from './queries/get-vehicle/get-vehicle.http.controller';
import { GetVehiclePhotoHandler } from './queries/get-vehicle-photo/get-vehicle-photo.handler';
import { GetVehiclePhotoHttpController } from './queries/get-vehicle-photo/get-vehicle-photo.http.controller';
import { GetVifListHandler } from './queries/get-vif-list/get-vif-list.handler';
import { GetVifListHttpController } from './queries/get-vif-list/get-vif-list.http.controller';
import { GetYearsHandler } from './queries/get-years/get-years.handler';
import { GetYearsHttpController } from './queries/get-years/get-years.http.controller';
import { ListVehicleHandler } from './commands/list-vehicle/list-vehicle.handler';
import { ListVehicleHttpController } from './commands/list-vehicle/list-vehicle.http.controller';
import { ListVehiclesHandler } from './queries/list-vehicles/list-vehicles.handler';
import { ListVehiclesHttpController } from './queries/list-vehicles/list-vehicles.http.controller';
import { QueryPricesGraphqlHandler } from './queries/query-prices-graphql/query-prices-graphql.handler';
import { QueryPricesGraphqlHttpController } from './queries/query-prices-graphql/query-prices-graphql.http.controller';
import { SaveApiConfigHandler } from './commands/save-api-config/save-api-config.handler';
import { SaveApiConfigHttpController } from './commands/save-api-config/save-api-config.http.controller';
import { SaveColourMappingHandler } from './commands/save-colour-mapping/save-colour-mapping.handler';
import { SaveColourMappingHttpController } from './commands/save-colour-mapping/save-colour-mapping.http.controller';
import { SaveImagesIdHandler } from './commands/save-images-id/save-images-id.handler';
import { SaveImagesIdHttpController } from './commands/save-images-id/save-images-id.http.controller';
import { SaveModelMainImageHandler } from './commands/save-model-main-image/save-model-main-image.handler';
import { SaveModelMainImageHttpController } from './commands/save-model-main-image/save-model-main-image.http.controller';
import { SavePromotionImageHandler } from './commands/save-promotion-image/save-promotion-image.handler';
import { SavePromotionImageHttpController } from './commands/save-promotion-image/save-promotion-image.http.controller';
import { SavePromotionNoteHandler } from './commands/save-promotion-note/save-promotion-note.handler';
import { SavePromotionNoteHttpController } from './commands/save-promotion-note/save-promotion-note.http.controller';
import { SaveTrimEquipmentHandler } from './commands/save-trim-equipment/save-trim-equipment.handler';
import { SaveTrimEquipmentHttpController } from './commands/save-trim-equipment/save-trim-equipment.http.controller';
import { SaveTrimMainImageHandler } from './commands/save-trim-main-image/save-trim-main-image.handler';
import { SaveTrimMainImageHttpController } from './commands/save-trim-main-image/save-trim-main-image.http.controller';
import { SearchVehiclesHandler } from './queries/search-vehicles/search-vehicles.handler';
import { SearchVehiclesHttpController } from './queries/search-vehicles/search-vehicles.http.controller';

/**
 * The catalog bounded context: inventory (event-sourced vehicles, listing projection), prices and taxes, products,
 * images, colours, cars, vehicle data, third-party price guides. External providers sit behind ports with local
 * drivers (no network). Each route is a slice (commands/<verb-noun>, queries/<name>) that dispatches on the CQRS
 * buses; what several share is named by its role (streams/, adapters/, views/, or beside the query that reads it).
 */
@Module({
  imports: [GeocodingModule.forRoot()],
  controllers: [
    ActivateModelHttpController, ActivateTrimHttpController, CreateModelHttpController, CreateSubModelsHttpController,
    DeleteSubModelsHttpController, SavePromotionImageHttpController, SavePromotionNoteHttpController,
    GetTrimEquipmentHttpController, SaveTrimEquipmentHttpController, GetChromeDataModelsHttpController,
    GetSalesTaxesHttpController, GetTaxesHttpController, GetQuoteHttpController, GetProductHttpController,
    GetTrimsPromotionsHttpController, ListVehiclesHttpController, GetAdminVehicleHttpController, ListVehicleHttpController,
    EditVehicleHttpController, SearchVehiclesHttpController, GetVehicleFacetsHttpController, GetVehicleHttpController,
    GetImageYearsHttpController, GetImageMakesHttpController, GetImageModelsHttpController, GetImageTrimsHttpController,
    GetImageMappingHttpController, SaveTrimMainImageHttpController, SaveModelMainImageHttpController, GetVifListHttpController,
    DownloadImagesHttpController, DownloadAllImagesHttpController, CancelImageDownloadHttpController,
    GetDownloadStatusHttpController, GetFolderStatusHttpController, FixFolderStatusHttpController, GetGalleriesHttpController,
    SaveImagesIdHttpController, DownloadVifListHttpController, GetVehiclePhotoHttpController, GetStockPhotoHttpController,
    GeocodePostalCodeHttpController, GetColoursHttpController, GetColourMappingHttpController, SaveColourMappingHttpController,
    GetApiConfigsHttpController, GetApiLogsHttpController, SaveApiConfigHttpController, GetMakesHttpController,
    GetAdminModelsHttpController, GetAdminEuModelsHttpController, GetTrimsHttpController, GetEuTrimsHttpController,
    GetYearsHttpController, GetSourceMakesHttpController, GetReferenceLanguagesHttpController, GetCountriesHttpController,
    GetProvincesHttpController, GetCitiesHttpController, QueryPricesGraphqlHttpController,
  ],
  providers: [
    InventoryQueries, VehicleCommands, QuotePricing, CatalogModels, MainImages, VifImages, ImageDownloads, CatalogPublicApi, PhotoVariants,
    { provide: IMAGE_PROVIDER, useValue: new LocalImageProvider() },
    { provide: VEHICLE_DATA_PROVIDER, useValue: new LocalVehicleDataProvider() },
    { provide: PRICE_GUIDE_PROVIDER, useValue: new LocalPriceGuideProvider() },
    { provide: THIRD_PARTY_SECRETS, inject: [CONFIG], useFactory: (config: AppConfig) => thirdPartySecrets(config) },
    ActivateModelHandler, ActivateTrimHandler, CreateModelHandler, CreateSubModelsHandler, DeleteSubModelsHandler,
    SavePromotionImageHandler, SavePromotionNoteHandler, GetTrimEquipmentHandler, SaveTrimEquipmentHandler,
    GetChromeDataModelsHandler, GetSalesTaxesHandler, GetTaxesHandler, GetQuoteHandler, GetProductHandler,
    GetTrimsPromotionsHandler, ListVehiclesHandler, GetAdminVehicleHandler, ListVehicleHandler, EditVehicleHandler,
    SearchVehiclesHandler, GetVehicleFacetsHandler, GetVehicleHandler, GetImageYearsHandler, GetImageMakesHandler,
    GetImageModelsHandler, GetImageTrimsHandler, GetImageMappingHandler, SaveTrimMainImageHandler, SaveModelMainImageHandler,
    GetVifListHandler, DownloadImagesHandler, DownloadAllImagesHandler, CancelImageDownloadHandler, GetDownloadStatusHandler,
    GetFolderStatusHandler, FixFolderStatusHandler, GetGalleriesHandler, SaveImagesIdHandler, DownloadVifListHandler,
    GetVehiclePhotoHandler, GetStockPhotoHandler, GeocodePostalCodeHandler, GetColoursHandler, GetColourMappingHandler,
    SaveColourMappingHandler, GetApiConfigsHandler, GetApiLogsHandler, SaveApiConfigHandler, GetMakesHandler,
    GetAdminModelsHandler, GetAdminEuModelsHandler, GetTrimsHandler, GetEuTrimsHandler, GetYearsHandler, GetSourceMakesHandler,
    GetReferenceLanguagesHandler, GetCountriesHandler, GetProvincesHandler, GetCitiesHandler, QueryPricesGraphqlHandler,
  ],
  exports: [CatalogPublicApi],
})
export class CatalogModule {}

import { Module } from '@nestjs/common';
import { GeocodingModule } from '../../platform/geocoding/geocoding.module';
import { CarsController } from './admin/cars.controller';
import { CarsService } from './admin/cars.service';
import { ColorsController } from './admin/colors.controller';
import { ImageDownloads } from './admin/image-downloads';
import { ImagesController } from './admin/images.controller';
import { ImagesService } from './admin/images.service';
import { ThirdPartiesController } from './admin/third-parties.controller';
import { CatalogPublicApi } from './catalog-public-api';
import { GraphqlController } from './graphql/graphql.controller';
import { InventoryController } from './inventory/inventory.controller';
import { InventoryQueries } from './inventory/inventory.queries';
import { IMAGE_PROVIDER, LocalImageProvider } from './ports/image-provider.port';
import { LocalPriceGuideProvider, PRICE_GUIDE_PROVIDER } from './ports/price-guide-provider.port';
import { LocalVehicleDataProvider, VEHICLE_DATA_PROVIDER } from './ports/vehicle-data-provider.port';
import { PricingController } from './pricing/pricing.controller';
import { PricingService } from './pricing/pricing.service';
import { ProductsController } from './products/products.controller';
import { ProductsService } from './products/products.service';
import { VehicleDataController } from './vehicle-data/vehicle-data.controller';
import { AdminVehiclesController } from './vehicles/admin-vehicles.controller';
import { VehicleCommands } from './vehicles/vehicle-commands';

/**
 * The catalog bounded context: inventory (event-sourced vehicles, listing projection), prices and taxes, products,
 * images, colours, cars, vehicle data, third-party price guides. External providers sit behind ports with local
 * drivers (no network).
 */
@Module({
  imports: [GeocodingModule.forRoot()],
  controllers: [
    InventoryController, PricingController, GraphqlController, ProductsController, VehicleDataController,
    AdminVehiclesController, ImagesController, ColorsController, CarsController, ThirdPartiesController,
  ],
  providers: [
    InventoryQueries, VehicleCommands, PricingService, ProductsService, ImagesService, ImageDownloads, CarsService, CatalogPublicApi,
    { provide: IMAGE_PROVIDER, useValue: new LocalImageProvider() },
    { provide: VEHICLE_DATA_PROVIDER, useValue: new LocalVehicleDataProvider() },
    { provide: PRICE_GUIDE_PROVIDER, useValue: new LocalPriceGuideProvider() },
  ],
  exports: [CatalogPublicApi],
})
export class CatalogModule {}

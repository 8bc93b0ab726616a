/**
 * The catalog's public surface: what other modules, app.registry.ts / app.module.ts, tools and tests may import.
 * Other modules reach the catalog only through this file (lint rule local/module-boundaries).
 */
export { CatalogModule } from './catalog.module';
export { catalogRegistration } from './catalog.registration';
export { CatalogPublicApi } from './catalog-public-api';
export type { QuoteOptions } from './queries/get-quote/quote-pricing';
export type { BulkListItem, BulkListOutcome } from './streams/vehicle-stream';
export { LISTINGS_PROJECTION } from './queries/search-vehicles/vehicle-listings.projection';
export {
  seedCatalogDemo, seedCatalogReference, type SeedCatalogDeps, type SeedCatalogOptions, type SeedCatalogResult,
} from './seed/seed-demo';
export { demoVehicle, demoVehicleId } from './seed/demo-vehicles';
export { DEMO_COMPANIES, DEMO_MAKES } from './seed/demo-catalogue';
export {
  findDeliveryType, findPriceRecord, findProtectionPlan, readDeliveryTypes, readProtectionPlans,
} from './adapters/reference/catalog-reads';
export type { DeliveryType, ProtectionPlan } from './adapters/reference/reference-data';
export {
  referenceColours, referenceEquipment, referenceMakeByName, referenceMakes, referenceMakeWithTrims, referenceModel, referenceModels, referenceTrim, referenceTrims,
  referenceYears, type ReferenceTrim, type TrimValuationBasis,
} from './adapters/reference/vehicle-reference';
export { ImageDownloads } from './adapters/image-downloads';
export { CATALOG_STAFF } from '@marketplace/domain';
// The shared vehicle stream (the purchase module appends its lock and sale events to it).
export {
  vehicleStreamId, vehicleIdOfStream, VEHICLE_STREAM_PREFIX, VEHICLE_STATUSES, isVehicleStatus, statusCarriedBy, type VehicleStatus,
} from '@marketplace/domain';

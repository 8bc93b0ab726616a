/**
 * The catalog's public surface: what other modules, app.registry.ts / app.module.ts, tools and tests may import.
 * Other modules reach the catalog only through this file (lint rule local/module-boundaries).
 */
export { CatalogModule } from './catalog.module';
export { catalogRegistration } from './catalog.registration';
export { CatalogPublicApi } from './catalog-public-api';
export type { QuoteOptions } from './pricing/pricing.service';
export type { BulkListItem, BulkListOutcome } from './vehicles/vehicle-commands';
export { LISTINGS_PROJECTION } from './projections/vehicle-listings.projection';
export {
  seedCatalogDemo, seedCatalogReference, type SeedCatalogDeps, type SeedCatalogOptions, type SeedCatalogResult,
} from './seed/seed-demo';
export { demoVehicle, demoVehicleId } from './seed/demo-vehicles';
export { DEMO_COMPANIES, DEMO_MAKES } from './seed/demo-catalogue';
export {
  findDeliveryType, findPriceRecord, findProtectionPlan, readDeliveryTypes, readProtectionPlans,
} from './reference/catalog-reads';
export type { DeliveryType, ProtectionPlan } from './reference/reference-data';
export {
  referenceColours, referenceEquipment, referenceMakeByName, referenceMakes, referenceMakeWithTrims, referenceModel, referenceModels, referenceTrim, referenceTrims,
  referenceYears, type ReferenceTrim, type TrimValuationBasis,
} from './reference/vehicle-reference';
export { ImageDownloads } from './admin/image-downloads';
export { CATALOG_STAFF } from './catalog.access';
// The shared vehicle stream (the purchase module appends its lock and sale events to it).
export {
  vehicleStreamId, vehicleIdOfStream, VEHICLE_STREAM_PREFIX, VEHICLE_STATUSES, isVehicleStatus, statusCarriedBy, type VehicleStatus,
} from '@marketplace/domain';

import { evolveVehicle, initialVehicleState, VEHICLE_STREAM_PREFIX, VIN_CLAIM_STREAM_PREFIX, vinClaimDecider } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { DB, EVENT_STORE } from '../../platform/tokens';
import { CatalogModule } from './catalog.module';
import { seedCatalogDemo } from './seed/seed-demo';
import * as schema0001 from './migrations/0001-catalog';
import * as sellers0002 from './migrations/0002-sellers';
import * as searchIndexes0003 from './migrations/0003-covering-search-indexes';
import * as uniqueSourceModels0004 from './migrations/0004-unique-source-models';
import { sellersConsumer } from './integration-events/sellers.consumer';
import { vehicleListingsProjection } from './queries/search-vehicles/vehicle-listings.projection';

/** The catalog's contribution to the platform (listed in app.registry.ts). */
export const catalogRegistration: ModuleRegistration = {
  name: 'catalog',
  nestModule: CatalogModule,
  migrations: {
    'catalog-0001-schema': schema0001, 'catalog-0002-sellers': sellers0002, 'catalog-0003-covering-search-indexes': searchIndexes0003,
    'catalog-0004-unique-source-models': uniqueSourceModels0004,
  },
  projections: () => [vehicleListingsProjection()],
  // The vehicle stream is shared with the purchase module; the catalog's evolve ignores event types it does not know.
  // A VIN's claims (`vin-<VIN>-<n>`) make a VIN listed once at a time.
  streams: [
    { prefix: VEHICLE_STREAM_PREFIX, initialState: initialVehicleState, evolve: evolveVehicle as (s: any, e: any) => unknown },
    { prefix: VIN_CLAIM_STREAM_PREFIX, initialState: vinClaimDecider.initialState, evolve: vinClaimDecider.evolve as (s: any, e: any) => unknown },
  ],
  upcasters: {},
  /** Its sellers, from the dealer context's company events (ADR 0025). */
  integrationEvents: { consumers: [sellersConsumer] },
  /** The demo catalogue for `npm start` (deterministic; a second run appends nothing). */
  async seedDemo(app) {
    const result = await seedCatalogDemo({ db: app.get(DB, { strict: false }), store: app.get(EVENT_STORE, { strict: false }) }, { vehicles: 150, seed: 1 });
    return [`Demo catalogue: ${result.vehicles} vehicles (${result.appended} added now) from dealers in QC, ON, BC and AB`];
  },
};

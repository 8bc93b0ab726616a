import { GARAGE_STREAM_PREFIX, evolveGarage, initialGarageState } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { GarageModule } from './garage.module';
import { erasedOwnersConsumer } from './integration-events/erased-owners.consumer';
import * as schema0001 from './migrations/0001-garage';
import * as erased0002 from './migrations/0002-erased-owners';
import { purchasesConsumer } from './integration-events/purchases.consumer';
import { garageVehiclesProjection } from './queries/get-customer-vehicles/garage-vehicles.projection';
import { garagePart } from './personal-data/garage.part';

/** The garage context's entry in app.registry.ts: its Nest module, its schema, its projection, its stream type. */
export const garageRegistration: ModuleRegistration = {
  name: 'garage',
  nestModule: GarageModule,
  migrations: { 'garage-0001-schema': schema0001, 'garage-0002-erased-owners': erased0002 },
  projections: () => [garageVehiclesProjection()],
  integrationEvents: { consumers: [purchasesConsumer, erasedOwnersConsumer] },
  personalData: [garagePart],
  streams: [{ prefix: GARAGE_STREAM_PREFIX, initialState: initialGarageState, evolve: evolveGarage as (s: any, e: any) => unknown }],
};

import { __CONST___STREAM_PREFIX, evolve__Pascal__, initial__Pascal__State } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { __Pascal__Module } from './__kebab__.module';
import { erasedOwnersConsumer } from './integration-events/erased-owners.consumer';
import { __camel__Translator } from './integration-events/__kebab__.translator';
import * as schema0001 from './migrations/0001-__kebab__';
import * as erased0002 from './migrations/0002-erased-owners';
import { expiryProcessProjection } from './process/expire-__kebab__/expire-__kebab__.projection';
import { __camel__ListProjection } from './queries/get-__kebab__-list/__kebab__-list.projection';

/**
 * The __kebab__ context's entry in app.registry.ts: its Nest module, its schema, its projections (the list and the
 * expiry process), its public events and what it consumes, its stream type.
 */
export const __camel__Registration: ModuleRegistration = {
  name: '__kebab__',
  nestModule: __Pascal__Module,
  migrations: { '__kebab__-0001-schema': schema0001, '__kebab__-0002-erased-owners': erased0002 },
  projections: (deps) => [__camel__ListProjection(), expiryProcessProjection(deps)],
  integrationEvents: { translators: [__camel__Translator], consumers: [erasedOwnersConsumer] },
  streams: [{ prefix: __CONST___STREAM_PREFIX, initialState: initial__Pascal__State, evolve: evolve__Pascal__ as (s: any, e: any) => unknown }],
};

import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../tokens';
import { FsaGeocodingDriver } from './fsa-geocoding.driver';
import { GEOCODER, Geocoder, type GeocodingDriver } from './geocoding.port';

/**
 * Provides GEOCODER (postal code -> location). The default driver is the bundled FSA table; pass another driver
 * (a maps service) to `forRoot` to replace it. Imported by the catalog module today; global so that other modules
 * (purchase: delivery radius) inject the same instance.
 */
@Global()
@Module({})
export class GeocodingModule {
  static forRoot(driver: GeocodingDriver = new FsaGeocodingDriver()): DynamicModule {
    return {
      module: GeocodingModule,
      providers: [{
        provide: GEOCODER,
        inject: [LOGGER],
        useFactory: (logger: Logger) => new Geocoder(driver, logger.child({ component: 'geocoding' })),
      }],
      exports: [GEOCODER],
    };
  }
}

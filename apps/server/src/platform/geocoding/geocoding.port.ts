import type { Logger } from 'pino';
import { parsePostalCode } from '@marketplace/domain';

/** A geocoded place. Coordinates in degrees (WGS 84). */
export interface GeoLocation {
  readonly postalCode: string;
  readonly fsa: string;
  readonly lat: number;
  readonly lng: number;
  readonly place: string;
  readonly province: string;
  /** 'fsa': centroid of the forward sortation area; 'province': coarse fallback from the first letter only. */
  readonly accuracy: 'fsa' | 'province';
}

/**
 * What a maps service answers, in the shape the spec's client reads (§7: "returns the first location if status code
 * is 0, else an empty object"). Status 0 = found; anything else = not found or failed, with a message.
 */
export interface GeocodeResponse {
  readonly status: { readonly code: number; readonly message?: string };
  readonly locations: readonly GeoLocation[];
}

/** A driver talks to one geocoding source (a maps service, or the bundled FSA table). */
export interface GeocodingDriver {
  readonly name: string;
  lookup(postalCode: string): Promise<GeocodeResponse>;
}

export const GEOCODER = Symbol('GEOCODER');

/** The port the application uses: `geocode(postalCode)` -> first location, or {} (error logged) when none. */
export class Geocoder {
  constructor(private readonly driver: GeocodingDriver, private readonly logger: Pick<Logger, 'error'>) {}

  async geocode(postalCode: string): Promise<GeoLocation | Record<string, never>> {
    try {
      const parsed = parsePostalCode(postalCode);
      if (!parsed) {
        this.logger.error({ driver: this.driver.name }, 'geocoding failed: not a Canadian postal code');
        return {};
      }
      const response = await this.driver.lookup(parsed.postalCode);
      if (response.status.code === 0 && response.locations.length > 0) return response.locations[0];
      this.logger.error({ driver: this.driver.name, status: response.status }, 'geocoding failed');
      return {};
    } catch (error) {
      this.logger.error({ err: error, driver: this.driver.name }, 'geocoding failed');
      return {};
    }
  }
}

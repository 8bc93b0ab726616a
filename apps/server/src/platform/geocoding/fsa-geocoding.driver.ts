import { parsePostalCode } from '@marketplace/domain';
import type { GeocodeResponse, GeocodingDriver } from './geocoding.port';
import { FIRST_LETTER_FALLBACK, FSA_TABLE, NUNAVUT_FALLBACK, NUNAVUT_FSAS, provinceOfFsa } from './fsa-table';

/** Status codes in the maps-service style: 0 found; 1 not a postal code; 2 unknown region. */
export const GEOCODE_OK = 0;
export const GEOCODE_INVALID = 1;
export const GEOCODE_NOT_FOUND = 2;

/**
 * The default geocoding driver: no network, a bundled table of forward sortation area centroids (fsa-table.ts),
 * falling back to one point per postal region (first letter) for FSAs not in the table.
 */
export class FsaGeocodingDriver implements GeocodingDriver {
  readonly name = 'fsa-table';

  async lookup(postalCode: string): Promise<GeocodeResponse> {
    const parsed = parsePostalCode(postalCode);
    if (!parsed) return { status: { code: GEOCODE_INVALID, message: 'Not a Canadian postal code' }, locations: [] };
    const { fsa } = parsed;
    const province = provinceOfFsa(fsa);
    const exact = FSA_TABLE.get(fsa);
    if (exact && province) {
      return { status: { code: GEOCODE_OK }, locations: [{ postalCode: parsed.postalCode, fsa, ...exact, province, accuracy: 'fsa' }] };
    }
    const region = NUNAVUT_FSAS.has(fsa) ? NUNAVUT_FALLBACK : FIRST_LETTER_FALLBACK[fsa[0]];
    if (!region) return { status: { code: GEOCODE_NOT_FOUND, message: 'Unknown postal region' }, locations: [] };
    return {
      status: { code: GEOCODE_OK },
      locations: [{ postalCode: parsed.postalCode, fsa, lat: region.lat, lng: region.lng, place: region.place, province: region.province, accuracy: 'province' }],
    };
  }
}

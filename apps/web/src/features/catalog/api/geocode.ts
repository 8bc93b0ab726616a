import { useMutation } from '@tanstack/react-query';
import { geocode as geocodeCall } from '../../../lib/api/client/catalog/geocoding';

/** GET /api/catalog/geocode?postalCode=: the location of a postal code (its province), or null when it is unknown. */
export interface GeoLocation {
  postalCode: string;
  province: string;
  place: string;
}

export async function geocode(postalCode: string): Promise<GeoLocation | null> {
  const answer = await geocodeCall({ query: { postalCode } });
  return 'province' in answer ? { postalCode: answer.postalCode, province: answer.province, place: answer.place } : null;
}

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}

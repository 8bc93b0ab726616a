import { geocodeRoute } from '@marketplace/contracts/catalog/geocoding';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/catalog/geocode?postalCode=: the location of a postal code (its province), or null when it is unknown. */
export interface GeoLocation {
  postalCode: string;
  province: string;
  place: string;
}

export async function geocode(postalCode: string): Promise<GeoLocation | null> {
  const answer = await callRoute(geocodeRoute, { query: { postalCode } });
  return 'province' in answer ? { postalCode: answer.postalCode, province: answer.province, place: answer.place } : null;
}

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}

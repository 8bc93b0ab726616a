import { DomainError } from '../shared';

/** Spec §9: distances use an earth diameter of 12,742 km. */
export const EARTH_DIAMETER_KM = 12_742;

export interface GeoPoint {
  /** Degrees, −90 to 90. */
  readonly lat: number;
  /** Degrees, −180 to 180. */
  readonly lng: number;
}

/** Great-circle distance in km (haversine). Symmetric, and 0 for the same point. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  assertGeoPoint(a);
  assertGeoPoint(b);
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const halfChord =
    Math.sin(toRadians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(toRadians(b.lng - a.lng) / 2) ** 2;
  return EARTH_DIAMETER_KM * Math.asin(Math.sqrt(Math.min(1, halfChord)));
}

function assertGeoPoint(point: GeoPoint): void {
  if (!Number.isFinite(point.lat) || Math.abs(point.lat) > 90) {
    throw new DomainError('pricing.invalid_coordinates', 'validation', 'Latitude must be −90 to 90', 'lat');
  }
  if (!Number.isFinite(point.lng) || Math.abs(point.lng) > 180) {
    throw new DomainError('pricing.invalid_coordinates', 'validation', 'Longitude must be −180 to 180', 'lng');
  }
}

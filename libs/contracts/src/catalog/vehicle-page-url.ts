/**
 * The address of a vehicle's page, shared by the server (canonical links, redirects, sitemaps) and the web app (its
 * links): `/{lang}/cars/{year}-{make}-{model}-{trim}-{id}` (`autos` in French, spec §9). The slug is for people and
 * search engines only; the id at its end is what names the vehicle (ADR 0061). No import: the web app's first load
 * pulls this file alone.
 */

const UUID_AT_END = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export interface VehicleNaming {
  readonly id: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim?: string | null;
}

/** Lower case ASCII words joined by hyphens: `2021 Honda Civic EX-L` -> `2021-honda-civic-ex-l`, `Équinoxe` -> `equinoxe`. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The vehicle's path segment: its slug then its id (the id alone when nothing readable is left). */
export function vehiclePathSegment(vehicle: VehicleNaming): string {
  const slug = slugOf([vehicle.year, vehicle.make, vehicle.model, vehicle.trim ?? ''].join(' '));
  return slug ? `${slug}-${vehicle.id.toLowerCase()}` : vehicle.id.toLowerCase();
}

/** The inventory's segment in a language: `autos` in French, `cars` otherwise (spec §9). */
export const inventorySegmentFor = (lang: string): 'cars' | 'autos' => (lang.toLowerCase().startsWith('fr') ? 'autos' : 'cars');

/** `/{lang}/cars/{slug}-{id}`: the canonical path of a vehicle's page in a language. */
export function vehiclePagePath(lang: string, vehicle: VehicleNaming): string {
  return `/${lang}/${inventorySegmentFor(lang)}/${vehiclePathSegment(vehicle)}`;
}

/** The vehicle id a page's path segment names (`2021-honda-civic-ex-<id>` or `<id>`), lower case; null when none. */
export function vehicleIdOfSegment(segment: string): string | null {
  return UUID_AT_END.exec(segment)?.[1]?.toLowerCase() ?? null;
}

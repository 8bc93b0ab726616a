import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { vehicleIdOfSegment } from '@marketplace/contracts/catalog/vehicle-page-url';
import { runtimeConfig } from '../../lib/runtime-config';
import { currentUserQuery } from '../../lib/session/api/current-user';
import { externalInventoryTarget, localisedInventoryPath } from './inventory-routing';

interface BeforeLoadInput {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
  params: { lang: string };
  preload: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The vehicle a vehicle page's path names (`/en-ca/cars/2021-honda-civic-ex-{id}`: the id at the end of its slug). */
const vehicleInPath = (pathname: string) => {
  const segment = /^\/[^/]+\/(?:cars|autos)\/([^/?#]+)/.exec(pathname)?.[1];
  return segment ? (vehicleIdOfSegment(segment) ?? segment) : null;
};
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/**
 * `beforeLoad` of /{lang}/cars and /{lang}/autos (and their vehicle pages):
 * 1. the segment follows the language (/fr-ca/cars -> /fr-ca/autos, /en-ca/autos -> /en-ca/cars), path and query kept;
 * 2. where the brand has an external inventory site (runtime config `inventoryUrl` on another origin), the spec's
 *    inventory redirect sends the visitor there with UserId and ID; otherwise our own pages are the inventory.
 */
export async function inventoryBeforeLoad({ context, location, params, preload }: BeforeLoadInput): Promise<void> {
  const localised = localisedInventoryPath(location.pathname, params.lang);
  if (localised) throw redirect({ href: `${localised}${location.searchStr}`, replace: true });

  const search = location.search as Record<string, unknown>;
  const { inventoryUrl } = runtimeConfig();
  if (inventoryUrl && !preload && typeof window !== 'undefined') {
    const user = await context.queryClient.ensureQueryData(currentUserQuery).catch(() => null);
    const target = externalInventoryTarget({
      inventoryUrl,
      origin: window.location.origin,
      lang: params.lang,
      userGuid: user?.User_Guid,
      vehicleId: vehicleInPath(location.pathname) ?? text(search.ID) ?? text(search.vehicleId),
      url: search.url,
    });
    if (target) {
      window.location.replace(target);
      // Leaving the site: keep the route pending until the browser navigates away.
      await new Promise<never>(() => undefined);
    }
  }

  // Our own pages are the inventory: a link to the list with ?ID={vehicleId} (the redirect's shape) opens that vehicle.
  const id = text(search.ID);
  if (id && UUID.test(id) && /^\/[^/]+\/(cars|autos)$/.test(location.pathname)) throw redirect({ href: `${location.pathname}/${id}`, replace: true });
}

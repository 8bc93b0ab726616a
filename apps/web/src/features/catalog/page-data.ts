import type { QueryClient } from '@tanstack/react-query';
import { vehicleIdOfSegment } from '@marketplace/contracts/catalog/vehicle-page-url';
import { serverPageData } from '../../lib/page-data';

/**
 * What the server renders with the inventory and vehicle pages (ADR 0065), for both paths of each page (/cars and
 * /autos, spec §9). The queries are imported here only when the server renders: their contracts (classic zod) stay
 * out of the browser's first load. Kept free of heavy imports: the routes' options are part of that first load.
 */

/** The page of results and the filters' counts. */
export const inventoryPageData = ({ context: { queryClient }, deps }: { context: { queryClient: QueryClient }; deps: unknown }) =>
  serverPageData(async () => {
    const [{ searchVehiclesQuery }, { vehicleFacetsQuery }, { inventorySearchOf: searchOf }] = await Promise.all([
      import('./api/search-vehicles'),
      import('./api/get-vehicle-facets'),
      import('./search'),
    ]);
    const search = searchOf(deps as Record<string, unknown>);
    await Promise.all([queryClient.prefetchQuery(searchVehiclesQuery(search)), queryClient.prefetchQuery(vehicleFacetsQuery(search))]);
  });

/** The vehicle, then the other vehicles its page links to (of its make). */
export const vehiclePageData = ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: { vehicleId: string } }) =>
  serverPageData(async () => {
    const [{ isVehicleId, vehicleQuery }, { similarVehiclesQuery }] = await Promise.all([
      import('./api/get-vehicle'),
      import('./api/get-similar-vehicles'),
    ]);
    const id = vehicleIdOfSegment(params.vehicleId) ?? params.vehicleId;
    if (isVehicleId(id)) await queryClient.prefetchQuery(vehicleQuery(id));
    const vehicle = queryClient.getQueryData(vehicleQuery(id).queryKey);
    await queryClient.prefetchQuery(similarVehiclesQuery(id, vehicle?.make.id ?? null));
  });

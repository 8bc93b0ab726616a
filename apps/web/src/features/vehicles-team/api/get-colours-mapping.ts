import { colorsGetMappingRoute } from '@marketplace/contracts/catalog/admin-colors';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { colorsGetMapping } from '../../../lib/api/client/catalog/admin-colors';

/** GET /api/admin/colors/get-colors-mapping: manufacturer colour names mapped to generic colours (of a make, or all). */
export type ColourMapping = RouteResult<typeof colorsGetMappingRoute>['items'][number];

export function useColoursMapping(makeId: number | null) {
  return useQuery({
    queryKey: vehiclesTeamKeys.coloursMapping(makeId),
    queryFn: ({ signal }) => colorsGetMapping({ query: { makeId: makeId ?? undefined }, signal }),
  });
}

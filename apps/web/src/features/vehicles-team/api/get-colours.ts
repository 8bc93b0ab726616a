import { colorsAllRoute } from '@marketplace/contracts/catalog/admin-colors';
import { useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/colors/ail-colors: every generic colour (id, names, hex). */
export type GenericColour = RouteResult<typeof colorsAllRoute>['items'][number];

export function useGenericColours() {
  return useQuery({
    queryKey: vehiclesTeamKeys.colours,
    queryFn: ({ signal }) => callRoute(colorsAllRoute, { signal }),
    staleTime: 10 * 60_000,
  });
}

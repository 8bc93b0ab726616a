import { colorsAllRoute } from '@marketplace/contracts/catalog/admin-colors';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { colorsAll } from '../../../lib/api/client/catalog/admin-colors';

/** GET /api/admin/colors/ail-colors: every generic colour (id, names, hex). */
export type GenericColour = RouteResult<typeof colorsAllRoute>['items'][number];

export function useGenericColours() {
  return useQuery({
    queryKey: vehiclesTeamKeys.colours,
    queryFn: ({ signal }) => colorsAll({ signal }),
    staleTime: 10 * 60_000,
  });
}

import { carsGetTrimEquipmentRoute } from '@marketplace/contracts/catalog/admin-equipment';
import { useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** GET /api/admin/cars/get-trim-equipment?trimId=: the trim's equipment and every equipment item, grouped by category. */
export type TrimEquipment = RouteResult<typeof carsGetTrimEquipmentRoute>;

export function useTrimEquipment(trimId: number) {
  return useQuery({
    queryKey: vehiclesTeamKeys.trimEquipment(trimId),
    queryFn: ({ signal }) => callRoute(carsGetTrimEquipmentRoute, { query: { trimId }, signal }),
  });
}

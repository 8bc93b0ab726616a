import { carsGetTrimEquipmentRoute } from '@marketplace/contracts/catalog/admin-equipment';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';
import { carsGetTrimEquipment } from '../../../lib/api/client/catalog/admin-equipment';

/** GET /api/admin/cars/get-trim-equipment?trimId=: the trim's equipment and every equipment item, grouped by category. */
export type TrimEquipment = RouteResult<typeof carsGetTrimEquipmentRoute>;

export function useTrimEquipment(trimId: number) {
  return useQuery({
    queryKey: vehiclesTeamKeys.trimEquipment(trimId),
    queryFn: ({ signal }) => carsGetTrimEquipment({ query: { trimId }, signal }),
  });
}

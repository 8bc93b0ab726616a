import { carsSaveTrimEquipmentRoute } from '@marketplace/contracts/catalog/admin-equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { vehiclesTeamKeys } from './keys';

/** POST /api/admin/cars/save-trim-equipment: replaces the trim's whole equipment set (answers the saved state). */
export function useSaveTrimEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trimId: number; equipmentIds: number[] }) => callRoute(carsSaveTrimEquipmentRoute, { body }),
    onSuccess: (saved) => queryClient.setQueryData(vehiclesTeamKeys.trimEquipment(saved.trim.id), saved),
  });
}

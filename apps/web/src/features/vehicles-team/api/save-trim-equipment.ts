import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesTeamKeys } from './keys';
import { carsSaveTrimEquipment } from '../../../lib/api/client/catalog/admin-equipment';

/** POST /api/admin/cars/save-trim-equipment: replaces the trim's whole equipment set (answers the saved state). */
export function useSaveTrimEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trimId: number; equipmentIds: number[] }) => carsSaveTrimEquipment({ body }),
    onSuccess: (saved) => queryClient.setQueryData(vehiclesTeamKeys.trimEquipment(saved.trim.id), saved),
  });
}

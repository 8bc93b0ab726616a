import { adminListVehicleRoute } from '@marketplace/contracts/catalog/admin-vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { PUBLIC_CATALOG_KEY, vehiclesTeamKeys } from './keys';
import { adminListVehicle } from '../../../lib/api/client/catalog/admin-vehicles';

export type ListVehicleBody = RouteCallInput<typeof adminListVehicleRoute>['body'];

/** POST /api/admin/vehicles: lists a new vehicle for sale (201 with its id); the lists then show it. */
export function useListVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListVehicleBody) => adminListVehicle({ body }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: vehiclesTeamKeys.all }), queryClient.invalidateQueries({ queryKey: PUBLIC_CATALOG_KEY })]),
  });
}

import {
  addGarageVehicleRoute, editCustomerVehicleRoute, getCustomerVehiclesRoute, getCustomerVehicleValueRoute, removeCustomerVehicleRoute,
  type AddGarageVehicleBody, type EditCustomerVehicleBody,
} from '@marketplace/contracts/garage/garage.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/vehicles/get-customer-vehicles: the signed-in customer's garage, newest first. */
export const garageVehiclesQuery = queryOptions({
  queryKey: ['garage', 'vehicles'] as const,
  queryFn: ({ signal }) => callRoute(getCustomerVehiclesRoute, { signal }),
});

export function useGarageVehicles() {
  return useQuery(garageVehiclesQuery);
}

/** GET /api/vehicles/customerVehicleValue: the current value and its history. */
export function useGarageVehicleValue(garageVehicleId: string) {
  return useQuery({
    queryKey: ['garage', 'value', garageVehicleId] as const,
    queryFn: ({ signal }) => callRoute(getCustomerVehicleValueRoute, { query: { garageVehicleId }, signal }),
  });
}

/** Every garage write refetches the garage (the reads wait for their own writes). */
function useGarageMutation<T>(mutationFn: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['garage'] }) });
}

export const useAddGarageVehicle = () => useGarageMutation((body: AddGarageVehicleBody) => callRoute(addGarageVehicleRoute, { body }));
export const useEditGarageVehicle = () => useGarageMutation((body: EditCustomerVehicleBody) => callRoute(editCustomerVehicleRoute, { body }));
export const useRemoveGarageVehicle = () => useGarageMutation((garageVehicleId: string) => callRoute(removeCustomerVehicleRoute, { body: { garageVehicleId } }));

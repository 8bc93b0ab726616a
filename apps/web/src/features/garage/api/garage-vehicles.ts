import type { AddGarageVehicleBody, EditCustomerVehicleBody } from '@marketplace/contracts/garage/garage.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addGarageVehicle, editCustomerVehicle, getCustomerVehicleValue, getCustomerVehicles, removeCustomerVehicle } from '../../../lib/api/client/garage/garage.routes';

/** GET /api/vehicles/get-customer-vehicles: the signed-in customer's garage, newest first. */
export const garageVehiclesQuery = queryOptions({
  queryKey: ['garage', 'vehicles'] as const,
  queryFn: ({ signal }) => getCustomerVehicles({ signal }),
});

export function useGarageVehicles() {
  return useQuery(garageVehiclesQuery);
}

/** GET /api/vehicles/customerVehicleValue: the current value and its history. */
export function useGarageVehicleValue(garageVehicleId: string) {
  return useQuery({
    queryKey: ['garage', 'value', garageVehicleId] as const,
    queryFn: ({ signal }) => getCustomerVehicleValue({ query: { garageVehicleId }, signal }),
  });
}

/** Every garage write refetches the garage (the reads wait for their own writes). */
function useGarageMutation<T>(mutationFn: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['garage'] }) });
}

export const useAddGarageVehicle = () => useGarageMutation((body: AddGarageVehicleBody) => addGarageVehicle({ body }));
export const useEditGarageVehicle = () => useGarageMutation((body: EditCustomerVehicleBody) => editCustomerVehicle({ body }));
export const useRemoveGarageVehicle = () => useGarageMutation((garageVehicleId: string) => removeCustomerVehicle({ body: { garageVehicleId } }));

import { createGarageRoute, type CreateGarageBody } from '@marketplace/contracts/garage/garage.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { garageListQuery } from './get-garage-list';

/** POST /api/garage/create-garage `{ name }`: creates a garage; the list is refetched (it reads its own write). */
export function useCreateGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGarageBody) => callRoute(createGarageRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: garageListQuery.queryKey }),
  });
}

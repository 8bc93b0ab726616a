import { adminEditVehicleRoute, type EditVehicleBodySchema } from '@marketplace/contracts/catalog/admin-vehicles';
import { ProblemSchema } from '@marketplace/contracts/shared/problem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { routePath, type RouteResult } from '../../../lib/api-route';
import { ApiError, requestHeaders } from '../../../lib/http';
import { PUBLIC_CATALOG_KEY, vehiclesTeamKeys } from './keys';

/**
 * PATCH /api/admin/vehicles/{id}: price, kilometres, colours or status in one atomic change. With `expectedVersion`
 * the server answers 409 `catalog.vehicle_changed` when someone else changed the vehicle first.
 * The app's HTTP client has no PATCH (no other API uses it), so this call sends it with the client's own headers
 * (environment token, CSRF pair) and its error shape (ApiError with the problem details).
 */
export type EditVehicleBody = z.input<typeof EditVehicleBodySchema>;
export type EditVehicleResult = RouteResult<typeof adminEditVehicleRoute>;

export async function editVehicle(id: string, body: EditVehicleBody): Promise<EditVehicleResult> {
  const parsedBody = adminEditVehicleRoute.body.parse(body);
  let response: Response;
  try {
    response = await fetch(routePath(adminEditVehicleRoute.path, { id }), {
      method: 'PATCH',
      headers: requestHeaders('PATCH', true),
      body: JSON.stringify(parsedBody),
      credentials: 'include',
    });
  } catch {
    throw new ApiError({ type: 'about:blank', title: 'Network error', status: 0, code: 'network.unreachable' });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = ProblemSchema.safeParse(payload);
    throw new ApiError(problem.success ? problem.data : { type: 'about:blank', title: 'Error', status: response.status, code: `http.${response.status}` });
  }
  const parsed = adminEditVehicleRoute.response.safeParse(payload);
  if (!parsed.success) throw new ApiError({ type: 'about:blank', title: 'Unexpected response', status: response.status, code: 'client.unexpected_response' });
  return parsed.data;
}

export function useEditVehicle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditVehicleBody) => editVehicle(id, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: vehiclesTeamKeys.all }), queryClient.invalidateQueries({ queryKey: PUBLIC_CATALOG_KEY })]),
  });
}

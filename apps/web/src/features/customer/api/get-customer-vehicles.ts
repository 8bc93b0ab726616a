import { getCustomerVehiclesRoute } from '@marketplace/contracts/garage/garage.routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/vehicles/get-customer-vehicles: the dashboard's garage count (same cache entry as the garage page). */
export function useCustomerVehicles() {
  return useQuery({ queryKey: ['garage', 'vehicles'] as const, queryFn: ({ signal }) => callRoute(getCustomerVehiclesRoute, { signal }) });
}

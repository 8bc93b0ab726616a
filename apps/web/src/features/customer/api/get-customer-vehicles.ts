import { useQuery } from '@tanstack/react-query';
import { getCustomerVehicles } from '../../../lib/api/client/garage/garage.routes';

/** GET /api/vehicles/get-customer-vehicles: the dashboard's garage count (same cache entry as the garage page). */
export function useCustomerVehicles() {
  return useQuery({ queryKey: ['garage', 'vehicles'] as const, queryFn: ({ signal }) => getCustomerVehicles({ signal }) });
}

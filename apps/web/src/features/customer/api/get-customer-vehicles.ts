import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http';

/** GET /api/vehicles/get-customer-vehicles: the vehicles in the customer's garage (full fields not in the spec). */
export const GarageVehicleSchema = z
  .object({
    Id: z.union([z.string(), z.number()]).optional(),
    Year: z.coerce.number().nullish(),
    Make: z.string().nullish(),
    Model: z.string().nullish(),
    Version: z.string().nullish(),
    Trim: z.string().nullish(),
    Mileage: z.coerce.number().nullish(),
    Value: z.coerce.number().nullish(),
    PhotoUrl: z.string().nullish(),
  })
  .loose();
export type GarageVehicle = z.infer<typeof GarageVehicleSchema>;

export const customerVehiclesQuery = (userGuid: string) =>
  queryOptions({
    queryKey: ['customer', 'vehicles', userGuid] as const,
    queryFn: ({ signal }) => http.get('/api/vehicles/get-customer-vehicles', { schema: z.array(GarageVehicleSchema), signal }),
  });

export function useCustomerVehicles(userGuid: string) {
  return useQuery(customerVehiclesQuery(userGuid));
}

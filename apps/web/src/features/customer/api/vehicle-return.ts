import { requestVehicleReturnRoute, type VehicleReturn } from '@marketplace/contracts/purchase/returns.routes';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getVehicleReturn, requestVehicleReturn } from '../../../lib/api/client/purchase/returns.routes';

export type { VehicleReturn };
const key = (transactionId: string) => ['customer', 'vehicle-return', transactionId] as const;

/** GET /api/customers/get-vehicle-return: the handover (the 7 days and 750 km count from it) and the return, if any. */
export function useVehicleReturn(transactionId: string) {
  return useQuery({ queryKey: key(transactionId), queryFn: ({ signal }) => getVehicleReturn({ query: { transactionId }, signal }) });
}

/** POST /api/customers/request-vehicle-return: the 7-day money-back return, with today's odometer and a reason. */
export function useRequestVehicleReturn(transactionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<z.input<typeof requestVehicleReturnRoute.body>, 'transactionId'>) => requestVehicleReturn({ body: { ...body, transactionId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(transactionId) }),
  });
}

import { getAllTradeInBlockRoute, getBlockManagementRoute, type BlockFiltersSchema } from '@marketplace/contracts/trade-in/block.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api-route';
import { addTradeIn, getBlockFilters, getBlockVehicleDetails } from '../../../lib/api/client/trade-in/block.routes';

export type BlockFilters = z.input<typeof BlockFiltersSchema>;

/** POST /api/tradein/get-all-trade-in-block (or block-management for staff): confirmed trade-ins, filtered. */
export const useBlock = (filters: BlockFilters, management: boolean) => useQuery({
  queryKey: ['trade-in', management ? 'block-management' : 'block', filters] as const,
  queryFn: ({ signal }) => callRoute(management ? getBlockManagementRoute : getAllTradeInBlockRoute, { body: filters, signal }),
  retry: false,
});

/** GET /api/tradein/block/vehicle-details?tradeInId=: one confirmed trade-in of the block (dealers and staff). */
export const useBlockItem = (tradeInId: string) => useQuery({
  queryKey: ['trade-in', 'block', 'item', tradeInId] as const,
  queryFn: ({ signal }) => getBlockVehicleDetails({ query: { tradeInId }, signal }),
  retry: false,
});

/** POST /api/tradein/get-filters: the values the block can be filtered by. */
export const useBlockFilters = () => useQuery({
  queryKey: ['trade-in', 'block-filters'] as const,
  queryFn: ({ signal }) => getBlockFilters({ body: {}, signal }),
  retry: false,
});

/** POST /api/tradein/add-trade-in: a dealer takes a trade-in into their inventory; the block is refetched. */
export function useAddTradeIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tradeInId: string) => addTradeIn({ body: { tradeInId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trade-in', 'block'] }),
  });
}

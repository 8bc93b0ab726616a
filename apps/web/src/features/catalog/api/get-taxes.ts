import { useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { taxes as taxesCall } from '../../../lib/api/client/catalog/pricing';

/**
 * GET /api/pricing/taxes?province=&price=: the sales taxes in force today in the province, for this price (the price
 * picks British Columbia's PST tier), the same rates the server's quote applies.
 */
export function useTaxes(province: string, price: number) {
  return useQuery({
    queryKey: catalogKeys.taxes(province, price),
    queryFn: ({ signal }) => taxesCall({ query: { province, price }, signal }),
    staleTime: 60 * 60_000,
  });
}

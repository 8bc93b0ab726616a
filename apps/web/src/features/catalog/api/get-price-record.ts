import { PRICES_QUERY, PriceRecordSchema, type PriceRecord } from '@marketplace/contracts/catalog/graphql';
import { useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { graphql as graphqlCall } from '../../../lib/api/client/catalog/graphql';

export type { PriceRecord };

async function prices(trimId: number, geographyCode: string, signal?: AbortSignal): Promise<PriceRecord | null> {
  const answer = await graphqlCall({ body: { query: PRICES_QUERY, variables: { trimId, geographyCode } }, signal });
  const record = answer.data?.prices;
  return record ? PriceRecordSchema.parse(record) : null;
}

/**
 * POST /api/graphql `prices(trimId, geographyCode)`: the manufacturer's price record of a new vehicle's trim in the
 * province, else in Quebec (the spec's default geography), as the server's quote looks it up. Its lease terms give
 * the lessor's residual.
 */
export async function fetchPriceRecord(trimId: number, province: string, signal?: AbortSignal): Promise<PriceRecord | null> {
  return (await prices(trimId, province, signal)) ?? (province === 'QC' ? null : await prices(trimId, 'QC', signal));
}

export function usePriceRecord(trimId: number, province: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.priceRecord(trimId, province),
    queryFn: ({ signal }) => fetchPriceRecord(trimId, province, signal),
    enabled,
    staleTime: 60 * 60_000,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseKeys } from './keys';
import { getReviewOrderDetails } from '../../../lib/api/client/purchase/review-order.routes';

/** GET /api/revieworder/get-review-order-details: what will be signed and what still blocks the signature. */
export const reviewQuery = (transactionId: string, language: 'en-ca' | 'fr-ca') =>
  queryOptions({
    queryKey: purchaseKeys.review(transactionId, language),
    queryFn: ({ signal }) => getReviewOrderDetails({ query: { transactionId, language }, signal }),
  });

export function useReviewOrder(transactionId: string | undefined, language: 'en-ca' | 'fr-ca', enabled = true) {
  return useQuery({ ...reviewQuery(transactionId ?? '', language), enabled: enabled && Boolean(transactionId) });
}

import type { TransactionDetails } from '@marketplace/contracts/purchase/customer.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http';
import { purchaseKeys } from './keys';
import { getTransactionDetails } from '../../../lib/api/client/purchase/customer.routes';

export type { TransactionDetails };

/**
 * GET /api/customers/get-customer-transactions-details?vehicleId=: the buyer's unfinished transaction for the vehicle
 * (null when there is none), with its steps and live prices.
 */
export const transactionQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: purchaseKeys.transaction(vehicleId),
    queryFn: async ({ signal }) => {
      try {
        return await getTransactionDetails({ query: { vehicleId }, signal });
      } catch (error) {
        if (isApiError(error, 'purchase.transaction_not_found')) return null;
        throw error;
      }
    },
  });

export function useTransaction(vehicleId: string | undefined) {
  return useQuery({ ...transactionQuery(vehicleId ?? ''), enabled: Boolean(vehicleId) });
}

import { getTransactionHistoryRoute } from '@marketplace/contracts/purchase/history.routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/customers/get-customer-transaction-history: every transaction with its status, deposit, documents and id. */
export function useTransactionHistory() {
  return useQuery({ queryKey: ['customer', 'transaction-history'] as const, queryFn: ({ signal }) => callRoute(getTransactionHistoryRoute, { signal }) });
}

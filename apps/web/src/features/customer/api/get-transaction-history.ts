import { useQuery } from '@tanstack/react-query';
import { getTransactionHistory } from '../../../lib/api/client/purchase/history.routes';

/** GET /api/customers/get-customer-transaction-history: every transaction with its status, deposit, documents and id. */
export function useTransactionHistory() {
  return useQuery({ queryKey: ['customer', 'transaction-history'] as const, queryFn: ({ signal }) => getTransactionHistory({ signal }) });
}

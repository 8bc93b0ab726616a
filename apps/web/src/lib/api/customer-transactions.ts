import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import type { Transaction } from './transaction-schema';

export type { Transaction };

/**
 * GET /api/customers/get-customer-transactions-list (spec §3 Transaction; shared by the user menu and the history page).
 * The schema is fetched with the first call (transaction-schema.ts): only a signed-in user's menu calls it.
 */
export const customerTransactionsQuery = (userGuid: string) =>
  queryOptions({
    queryKey: ['customer', 'transactions', userGuid] as const,
    queryFn: async ({ signal }) => {
      const { TransactionsSchema } = await import('./transaction-schema');
      return http.get('/api/customers/get-customer-transactions-list', { schema: TransactionsSchema, signal });
    },
  });

export function useCustomerTransactions(userGuid: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...customerTransactionsQuery(userGuid ?? ''), enabled: Boolean(userGuid) && options.enabled !== false });
}

/** Spec §4: the transactions not yet signed, the last one being the current transaction. */
export function currentTransaction(transactions: readonly Transaction[] | undefined): Transaction | null {
  const unsigned = (transactions ?? []).filter((t) => !t.DocumentSigned);
  return unsigned.at(-1) ?? null;
}

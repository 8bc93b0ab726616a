import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../http';

/**
 * GET /api/customers/get-customer-transactions-list (spec §3 Transaction; shared by the user menu and the history page).
 * zod/mini, not classic zod: the user menu is in the header of every page, the login page included.
 */
export const TransactionSchema = z.looseObject({
  TransactionId: z.string(),
  PhotoUrl: z.nullish(z.string()),
  Make: z.nullish(z.string()),
  Model: z.nullish(z.string()),
  Year: z.nullish(z.coerce.number()),
  Version: z.nullish(z.string()),
  SourceId: z.union([z.string(), z.number()]),
  DocumentSigned: z.boolean(),
  Status: z.nullish(z.string()),
  DateCreated: z.nullish(z.string()),
});
export const TransactionsSchema = z.array(TransactionSchema);
export type Transaction = z.infer<typeof TransactionSchema>;

export const customerTransactionsQuery = (userGuid: string) =>
  queryOptions({
    queryKey: ['customer', 'transactions', userGuid] as const,
    queryFn: ({ signal }) => http.get('/api/customers/get-customer-transactions-list', { schema: TransactionsSchema, signal }),
  });

export function useCustomerTransactions(userGuid: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...customerTransactionsQuery(userGuid ?? ''), enabled: Boolean(userGuid) && options.enabled !== false });
}

/** Spec §4: the transactions not yet signed, the last one being the current transaction. */
export function currentTransaction(transactions: readonly Transaction[] | undefined): Transaction | null {
  const unsigned = (transactions ?? []).filter((t) => !t.DocumentSigned);
  return unsigned.at(-1) ?? null;
}

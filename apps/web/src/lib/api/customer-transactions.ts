import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../http';

/** GET /api/customers/get-customer-transactions-list (spec §3 Transaction; shared by the user menu and the history page). */
export const TransactionSchema = z
  .object({
    PhotoUrl: z.string().nullish(),
    Make: z.string().nullish(),
    Model: z.string().nullish(),
    Year: z.coerce.number().nullish(),
    Version: z.string().nullish(),
    SourceId: z.union([z.string(), z.number()]),
    DocumentSigned: z.boolean(),
    Status: z.string().nullish(),
    DateCreated: z.string().nullish(),
  })
  .loose();
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

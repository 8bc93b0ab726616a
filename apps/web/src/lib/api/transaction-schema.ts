import * as z from 'zod/mini';

/**
 * A customer transaction of GET /api/customers/get-customer-transactions-list (spec §3 Transaction). Its own module,
 * fetched by the query (customer-transactions.ts) when a signed-in user's menu or dashboard asks: the user menu is in
 * the header of every public page, and zod is not in their first load (ADR 0066).
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

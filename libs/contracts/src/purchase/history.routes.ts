import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { Cents, IsoInstant, Uuid } from './common';

/** Issue #16 §9: every transaction of the buyer, cancelled ones too, with its status, amounts, documents and id for support. */
export const TransactionHistoryItemSchema = z.object({
  transactionId: Uuid.describe('The id support asks for'),
  vehicle: z.object({ vehicleId: z.string(), year: z.number().int(), make: z.string(), model: z.string(), trim: z.string(), photoUrl: z.string().nullable() }),
  status: z.enum(['incomplete', 'pending', 'completed', 'cancelled']),
  startedAt: IsoInstant,
  deposit: z.object({ amount: Cents, status: z.enum(['none', 'paid', 'refund_requested', 'refunded']) }),
  documents: z.array(z.object({ kind: z.enum(['contract']), url: z.string() })),
});
export type TransactionHistoryItem = z.infer<typeof TransactionHistoryItemSchema>;

export const getTransactionHistoryRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-transaction-history', tags: ['buy-online'],
  summary: "The buyer's transactions, newest first, with status, deposit, documents and id",
  response: z.object({ items: z.array(TransactionHistoryItemSchema) }),
});

import { quotePaymentMethodRoute } from '@marketplace/contracts/purchase/customer.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useDebouncedValue } from '../../../lib/hooks';
import { purchaseKeys } from './keys';
import { quotePaymentMethod } from '../../../lib/api/client/purchase/customer.routes';

export type PaymentMethodQuote = z.input<typeof quotePaymentMethodRoute.body>;

/** Debounce of the live summary: the fields settle before the quote is asked. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * POST /api/customers/quote-payment-method: the transaction's prices with the terms being typed (the server's quote,
 * nothing saved), asked once the fields have settled; null terms (a field not valid yet) ask nothing.
 */
export function usePaymentMethodQuote(terms: PaymentMethodQuote | null) {
  const settled = useDebouncedValue(terms, QUOTE_DEBOUNCE_MS);
  return useQuery({
    queryKey: purchaseKeys.quote(settled),
    queryFn: ({ signal }) => quotePaymentMethod({ body: settled!, signal }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import type { QuoteRequest, QuoteResponse } from '@marketplace/contracts';
import { creditTermsForDeal, creditTermsOf, type CreditDecisionRef, type CreditTerms } from '@marketplace/domain';
import type { Prices } from '../views/transaction-view';

/** The rate a finance or lease choice is priced at: the pre-qualification's when credit allows it (ADR 0057), never a typed one. */
export function creditRate(decision: CreditDecisionRef | null | undefined): number | null {
  const terms = creditTermsOf(decision);
  return terms.status === 'eligible' ? terms.ratePercent : null;
}

/**
 * The purchase's prices: the catalog's quote, which is the whole deal of libs/domain's computeDeal for the buyer's
 * choices (ADR 0057: `total` what is owed once the trade-in is taken, never negative; `cash` what is left after the
 * deposit; `deal` every figure the review and the contract state), with what credit allows a finance or lease choice.
 */
export function dealPrices(quote: QuoteResponse, request: QuoteRequest, decision: CreditDecisionRef | null): Prices {
  const { deal } = quote;
  const credit: CreditTerms | null = request.paymentMethod === 'cash' ? null : creditTermsForDeal(creditTermsOf(decision), deal.finance?.amountFinanced ?? deal.lease?.capitalizedCost ?? 0);
  return { ...quote, province: request.province, deal, credit };
}

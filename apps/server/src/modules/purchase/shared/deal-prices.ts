import type { QuoteRequest, QuoteResponse } from '@marketplace/contracts';
import {
  computeDeal, creditTermsForDeal, creditTermsOf, toProvince, type CreditDecisionRef, type CreditTerms, type Deal, type PaymentFrequency, type TaxName,
} from '@marketplace/domain';
import type { Prices } from './transaction-view';

/** The rate a finance or lease choice is priced at: the pre-qualification's when credit allows it (ADR 0057), never a typed one. */
export function creditRate(decision: CreditDecisionRef | null | undefined): number | null {
  const terms = creditTermsOf(decision);
  return terms.status === 'eligible' ? terms.ratePercent : null;
}

/**
 * The purchase's prices: the catalog's quote (vehicle, plan and delivery prices, the taxes in force, the lessor's
 * residual) made into the whole deal by libs/domain's computeDeal (ADR 0057). The spec's price fields are the deal's
 * (`total`: what is owed once the trade-in is taken, never negative; `cash`: what is left after the deposit), and
 * `deal` carries every figure the review and the contract state.
 */
export function dealPrices(quote: QuoteResponse, request: QuoteRequest, condition: 'new' | 'used', decision: CreditDecisionRef | null): Prices {
  const t = request.tradeIn;
  const deal: Deal = computeDeal({
    province: toProvince(request.province),
    taxes: quote.taxes.map((tax) => ({ name: tax.name as TaxName, percent: tax.percent })),
    productPrice: quote.productPrice, protectionPlanPrice: quote.protectionPlanPrice, deliveryPrice: quote.deliveryPrice, vehicleCondition: condition,
    tradeIn: t && t.include ? { value: t.value, balanceOwed: t.balanceDue } : null,
    deposit: quote.deposit, method: request.paymentMethod, downPayment: request.downPayment, termMonths: request.termMonths,
    ratePercent: request.ratePercent, frequency: request.frequency as PaymentFrequency,
    lease: {
      residual: quote.lease.residual.amount, residualPercent: quote.lease.residual.value, kilometresPerYear: quote.lease.kilometresPerYear,
      excessKmCharge: quote.lease.excessKmCharge,
    },
  });
  const credit: CreditTerms | null = request.paymentMethod === 'cash' ? null : creditTermsForDeal(creditTermsOf(decision), deal.finance?.amountFinanced ?? deal.lease?.capitalizedCost ?? 0);
  return {
    ...quote,
    total: deal.amountDue,
    cash: request.paymentMethod === 'cash' ? deal.balanceAtDelivery : Math.max(0, deal.amountDue - deal.depositApplied),
    finance: { ...quote.finance, payment: deal.finance?.payment ?? quote.finance.payment },
    lease: deal.lease ? { ...quote.lease, capitalizedCost: deal.lease.capitalizedCost, refund: deal.refund, payment: deal.lease.payment } : quote.lease,
    province: request.province,
    deal,
    credit,
  };
}

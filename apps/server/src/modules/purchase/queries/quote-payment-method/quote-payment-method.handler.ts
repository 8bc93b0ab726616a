import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CreditPublicApi } from '../../../credit/credit.public';
import { creditDecisionRef } from '../../adapters/credit-decision';
import { LivePrices } from '../../adapters/live-prices';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { QuotePaymentMethodQuery } from './quote-payment-method.query';

/**
 * The buyer's live prices with the payment terms being typed: the same quote as the saved step's, nothing saved.
 * Finance and lease are priced with the buyer's latest valid pre-qualification (the one saving the step attaches),
 * or the decision already attached (an application typed in the step); never a typed rate (ADR 0057).
 */
@QueryHandler(QuotePaymentMethodQuery)
export class QuotePaymentMethodHandler implements IQueryHandler<QuotePaymentMethodQuery> {
  constructor(
    private readonly rows: TransactionDetailsRows,
    private readonly prices: LivePrices,
    private readonly credit: CreditPublicApi,
  ) {}

  async execute({ transactionId, method, terms, ctx }: QuotePaymentMethodQuery) {
    const row = await this.rows.owned(transactionId, ctx);
    const latest = method === 'cash' ? null : creditDecisionRef(await this.credit.latestPrequalification(row.userId, ctx.now));
    return this.prices.quote({ ...row, paymentMethod: { method, terms } }, ctx, undefined, latest ?? row.creditDecision);
  }
}

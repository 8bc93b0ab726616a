import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LivePrices } from '../../shared/live-prices';
import { TransactionDetailsRows } from '../transaction-details/transaction-details.rows';
import { QuotePaymentMethodQuery } from './quote-payment-method.query';

/** The buyer's live prices with the payment terms being typed: the same quote as the saved step's, nothing saved. */
@QueryHandler(QuotePaymentMethodQuery)
export class QuotePaymentMethodHandler implements IQueryHandler<QuotePaymentMethodQuery> {
  constructor(private readonly rows: TransactionDetailsRows, private readonly prices: LivePrices) {}

  async execute({ transactionId, method, terms, ctx }: QuotePaymentMethodQuery) {
    const row = await this.rows.owned(transactionId, ctx);
    return this.prices.quote({ ...row, paymentMethod: { method, terms } }, ctx);
  }
}

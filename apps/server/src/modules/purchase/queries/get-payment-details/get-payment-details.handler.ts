import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PURCHASE_LIMITS } from '@marketplace/domain';
import { depositView } from '../../views/transaction-view';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetPaymentDetailsQuery } from './get-payment-details.query';

/** The deposit step (spec §3): paid, amountPaid, dateUpdated, stripeId, lastEvent. */
@QueryHandler(GetPaymentDetailsQuery)
export class GetPaymentDetailsHandler implements IQueryHandler<GetPaymentDetailsQuery> {
  constructor(private readonly rows: TransactionDetailsRows) {}

  async execute({ transactionId, ctx }: GetPaymentDetailsQuery) {
    const { deposit } = await this.rows.owned(transactionId, ctx);
    return { Status: 1 as const, amount: PURCHASE_LIMITS.deposit, ...depositView(deposit) };
  }
}

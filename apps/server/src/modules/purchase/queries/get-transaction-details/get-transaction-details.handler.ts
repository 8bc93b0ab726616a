import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, PurchaseErrors } from '@marketplace/domain';
import { TransactionDetailsRows } from './transaction-details.rows';
import { TransactionDetailsView } from './transaction-details.view';
import { GetTransactionDetailsQuery } from './get-transaction-details.query';

/** One of the buyer's transactions (by id, or their unfinished one for a vehicle), with live prices. */
@QueryHandler(GetTransactionDetailsQuery)
export class GetTransactionDetailsHandler implements IQueryHandler<GetTransactionDetailsQuery> {
  constructor(private readonly rows: TransactionDetailsRows, private readonly view: TransactionDetailsView) {}

  async execute({ transactionId, vehicleId, ctx }: GetTransactionDetailsQuery) {
    const id = transactionId ?? (await this.rows.unfinishedFor(vehicleId!, ctx));
    if (!id) throw new DomainError(PurchaseErrors.transactionNotFound().code, 'not_found', 'No unfinished transaction for this vehicle', 'query.vehicleId');
    return this.view.of(await this.rows.owned(id, ctx), ctx);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { contractUrlOf, transactionDetails } from '../../views/transaction-view';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { TransactionDetailsView } from '../get-transaction-details/transaction-details.view';
import { GetCustomerVehicleOrderQuery } from './get-customer-vehicle-order.query';

/** The order as placed (the order-placed page, the cart modal): the signed total once signed, else the live one. */
@QueryHandler(GetCustomerVehicleOrderQuery)
export class GetCustomerVehicleOrderHandler implements IQueryHandler<GetCustomerVehicleOrderQuery> {
  constructor(private readonly rows: TransactionDetailsRows, private readonly view: TransactionDetailsView) {}

  async execute({ transactionId, ctx }: GetCustomerVehicleOrderQuery) {
    const row = await this.rows.owned(transactionId, ctx);
    const total = row.contract?.total ?? (await this.view.pricesOf(row, ctx))?.total ?? null;
    const { vehicle, status } = transactionDetails(row, null, null);
    return {
      Status: 1 as const, transactionId, vehicle, status, contractSigned: row.contract !== null, contractUrl: contractUrlOf(row),
      signedAt: row.contract?.signedAt ?? null, total, deposit: row.deposit.paid ? row.deposit.amount : 0,
    };
  }
}

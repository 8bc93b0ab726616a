import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetDriversLicenceQuery } from './get-drivers-licence.query';

/** The licence's state, with links to its images until it is confirmed (then it is on file, never served back). */
@QueryHandler(GetDriversLicenceQuery)
export class GetDriversLicenceHandler implements IQueryHandler<GetDriversLicenceQuery> {
  constructor(private readonly rows: TransactionDetailsRows) {}

  async execute({ transactionId, ctx }: GetDriversLicenceQuery) {
    const { license } = await this.rows.owned(transactionId, ctx);
    const side = (name: 'front' | 'back') => ({
      uploaded: license[name] !== null, url: license[name] && !license.confirmed ? `/api/customers/drivers-licence/${transactionId}/${name}` : null,
    });
    return { Status: 1 as const, front: side('front'), back: side('back'), confirmed: license.confirmed };
  }
}

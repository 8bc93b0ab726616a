import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TransactionDetailsRows } from '../transaction-details/transaction-details.rows';
import { GetDriversLicenceQuery } from './get-drivers-licence.query';

/** The licence's state, with links to its images (served to the owner and staff only). */
@QueryHandler(GetDriversLicenceQuery)
export class GetDriversLicenceHandler implements IQueryHandler<GetDriversLicenceQuery> {
  constructor(private readonly rows: TransactionDetailsRows) {}

  async execute({ transactionId, ctx }: GetDriversLicenceQuery) {
    const { license } = await this.rows.owned(transactionId, ctx);
    const side = (name: 'front' | 'back') => ({
      uploaded: license[name] !== null, url: license[name] ? `/api/customers/drivers-licence/${transactionId}/${name}` : null,
    });
    return { Status: 1 as const, front: side('front'), back: side('back'), confirmed: license.confirmed };
  }
}

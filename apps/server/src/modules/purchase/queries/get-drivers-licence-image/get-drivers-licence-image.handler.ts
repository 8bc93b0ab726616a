import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { buyerOf } from '../../streams/buyer';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetDriversLicenceImageQuery } from './get-drivers-licence-image.query';

/**
 * A licence image, to its owner and staff only. Once the owner confirmed it, it is never served back to them
 * (issue #16 item 2): their documents say it is on file; staff still open it to check it.
 */
@QueryHandler(GetDriversLicenceImageQuery)
export class GetDriversLicenceImageHandler implements IQueryHandler<GetDriversLicenceImageQuery> {
  constructor(private readonly rows: TransactionDetailsRows, private readonly files: PrivateFileStore) {}

  async execute({ transactionId, side, ctx }: GetDriversLicenceImageQuery) {
    const row = await this.rows.forOwnerOrStaff(transactionId, ctx);
    if (row.license.confirmed && row.userId === buyerOf(ctx)) {
      throw new DomainError('purchase.licence_on_file', 'not_found', 'The licence is on file: it is not shown again once confirmed', 'params.side');
    }
    const ref = row.license[side];
    const file = ref ? await this.files.open(ref.fileId) : null;
    if (!file) throw new DomainError('purchase.file_not_found', 'not_found', 'No such image', 'params.side');
    return file;
  }
}

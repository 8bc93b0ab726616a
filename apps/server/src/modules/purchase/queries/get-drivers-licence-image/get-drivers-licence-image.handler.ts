import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { TransactionDetailsRows } from '../transaction-details/transaction-details.rows';
import { GetDriversLicenceImageQuery } from './get-drivers-licence-image.query';

/** A licence image, to its owner and staff only. */
@QueryHandler(GetDriversLicenceImageQuery)
export class GetDriversLicenceImageHandler implements IQueryHandler<GetDriversLicenceImageQuery> {
  constructor(private readonly rows: TransactionDetailsRows, private readonly files: PrivateFileStore) {}

  async execute({ transactionId, side, ctx }: GetDriversLicenceImageQuery) {
    const ref = (await this.rows.forOwnerOrStaff(transactionId, ctx)).license[side];
    const file = ref ? await this.files.open(ref.fileId) : null;
    if (!file) throw new DomainError('purchase.file_not_found', 'not_found', 'No such image', 'params.side');
    return file;
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetContractQuery } from './get-contract.query';

/** The signed contract PDF, to the buyer and staff. */
@QueryHandler(GetContractQuery)
export class GetContractHandler implements IQueryHandler<GetContractQuery> {
  constructor(private readonly rows: TransactionDetailsRows, private readonly files: PrivateFileStore) {}

  async execute({ transactionId, ctx }: GetContractQuery) {
    const { contract } = await this.rows.forOwnerOrStaff(transactionId, ctx);
    if (!contract) throw new DomainError('purchase.contract_not_signed', 'not_found', 'The contract is not signed yet', 'params.transactionId');
    // Signed a moment ago and its PDF not stored yet (the order-finalization process draws it, ADR 0091).
    if (!contract.file) throw new DomainError('purchase.contract_not_ready', 'not_found', 'The signed contract is being prepared: try again in a moment', 'params.transactionId');
    const file = await this.files.open(contract.file.fileId);
    if (!file) throw new DomainError('purchase.file_not_found', 'not_found', 'The contract was erased', 'params.transactionId');
    return file;
  }
}

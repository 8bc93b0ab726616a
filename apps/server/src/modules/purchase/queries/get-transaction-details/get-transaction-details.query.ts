import { Query } from '@nestjs/cqrs';
import type { TransactionDetails } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetTransactionDetailsQuery extends Query<TransactionDetails> {
  constructor(readonly transactionId: string | undefined, readonly vehicleId: string | undefined, readonly ctx: RequestContext) {
    super();
  }
}

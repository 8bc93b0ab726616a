import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetContractPreviewQuery extends Query<Buffer> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { OpenedFile } from '../../../../platform/files/private-file-store';

import type { RequestContext } from '../../../../platform/http/request-context';

export class GetContractQuery extends Query<OpenedFile> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}

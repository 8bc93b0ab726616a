import { Query } from '@nestjs/cqrs';
import type { CustomerDocumentKind } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetCustomerDocumentQuery extends Query<{ fileName: string; data: Buffer }> {
  constructor(readonly kind: CustomerDocumentKind, readonly id: string, readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { getCustomerDocumentsRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetCustomerDocumentsQuery extends Query<RouteResponse<typeof getCustomerDocumentsRoute>> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

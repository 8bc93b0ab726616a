import { Query } from '@nestjs/cqrs';
import type { RouteResponse, auditCustomerViewRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetCustomerViewQuery extends Query<RouteResponse<typeof auditCustomerViewRoute>> {
  constructor(readonly subjectId: string, readonly at: string | undefined, readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { auditDisputeListRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetDisputeListQuery extends Query<RouteResponse<typeof auditDisputeListRoute>> {
  constructor(readonly show: 'open' | 'due-soon' | 'for-review' | 'all', readonly ctx: RequestContext) {
    super();
  }
}

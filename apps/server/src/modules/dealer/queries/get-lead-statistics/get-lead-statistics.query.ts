import { Query } from '@nestjs/cqrs';
import type { getLeadStatisticsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetLeadStatisticsQuery extends Query<RouteResponse<typeof getLeadStatisticsRoute>> {
  constructor(readonly filters: RouteInput<typeof getLeadStatisticsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { getLeadsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetLeadsQuery extends Query<RouteResponse<typeof getLeadsRoute>> {
  constructor(readonly filters: RouteInput<typeof getLeadsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, getWaitingHoldsRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetWaitingHoldsQuery extends Query<RouteResponse<typeof getWaitingHoldsRoute>> {
  constructor(readonly filters: RouteInput<typeof getWaitingHoldsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

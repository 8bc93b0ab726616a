import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, getNotificationsRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetNotificationsQuery extends Query<RouteResponse<typeof getNotificationsRoute>> {
  constructor(readonly filters: RouteInput<typeof getNotificationsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

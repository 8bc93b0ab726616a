import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, getNotificationsImportsListRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetImportsListQuery extends Query<RouteResponse<typeof getNotificationsImportsListRoute>> {
  constructor(readonly filters: RouteInput<typeof getNotificationsImportsListRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

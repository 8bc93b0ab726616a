import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, getNotificationsErrorsRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetImportErrorsQuery extends Query<RouteResponse<typeof getNotificationsErrorsRoute>> {
  constructor(readonly filters: RouteInput<typeof getNotificationsErrorsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

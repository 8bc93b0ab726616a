import { Query } from '@nestjs/cqrs';
import type {
  RouteInput, RouteResponse, getErrorsSectionsRoute, getNotificationsErrorsRoute, getNotificationsImportStatusRoute, getNotificationsImportsListRoute,
  getNotificationsRoute,
} from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';


export class GetNotificationsQuery extends Query<RouteResponse<typeof getNotificationsRoute>> {
  constructor(readonly filters: RouteInput<typeof getNotificationsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

export class GetImportsListQuery extends Query<RouteResponse<typeof getNotificationsImportsListRoute>> {
  constructor(readonly filters: RouteInput<typeof getNotificationsImportsListRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

export class GetImportStatusQuery extends Query<RouteResponse<typeof getNotificationsImportStatusRoute>> {
  constructor(readonly importId: string, readonly ctx: RequestContext) {
    super();
  }
}

export class GetErrorsSectionsQuery extends Query<RouteResponse<typeof getErrorsSectionsRoute>> {
  constructor(readonly importId: string, readonly ctx: RequestContext) {
    super();
  }
}

export class GetImportErrorsQuery extends Query<RouteResponse<typeof getNotificationsErrorsRoute>> {
  constructor(readonly filters: RouteInput<typeof getNotificationsErrorsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}


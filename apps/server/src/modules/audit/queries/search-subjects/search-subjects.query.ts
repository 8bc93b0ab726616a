import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, auditSearchRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class SearchSubjectsQuery extends Query<RouteResponse<typeof auditSearchRoute>> {
  constructor(readonly input: RouteInput<typeof auditSearchRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}

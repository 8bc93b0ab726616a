import { Query } from '@nestjs/cqrs';
import type { getLeadsDetailsRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetLeadsDetailsQuery extends Query<RouteResponse<typeof getLeadsDetailsRoute>> {
  constructor(readonly leadId: string, readonly ctx: RequestContext) {
    super();
  }
}

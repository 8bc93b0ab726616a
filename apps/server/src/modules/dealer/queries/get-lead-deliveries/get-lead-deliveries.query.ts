import { Query } from '@nestjs/cqrs';
import type { getLeadDeliveriesRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetLeadDeliveriesQuery extends Query<RouteResponse<typeof getLeadDeliveriesRoute>> {
  constructor(readonly leadId: string, readonly ctx: RequestContext) {
    super();
  }
}

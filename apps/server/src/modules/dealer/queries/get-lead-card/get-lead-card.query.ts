import { Query } from '@nestjs/cqrs';
import type { getLeadCardRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetLeadCardQuery extends Query<RouteResponse<typeof getLeadCardRoute>> {
  constructor(readonly leadId: string, readonly ctx: RequestContext) {
    super();
  }
}

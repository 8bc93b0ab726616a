import { Query } from '@nestjs/cqrs';
import type { getStripeKeyRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetStripeKeyQuery extends Query<RouteResponse<typeof getStripeKeyRoute>> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

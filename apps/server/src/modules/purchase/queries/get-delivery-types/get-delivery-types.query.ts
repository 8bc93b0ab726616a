import { Query } from '@nestjs/cqrs';
import type { getDeliveryTypesRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetDeliveryTypesQuery extends Query<RouteResponse<typeof getDeliveryTypesRoute>> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

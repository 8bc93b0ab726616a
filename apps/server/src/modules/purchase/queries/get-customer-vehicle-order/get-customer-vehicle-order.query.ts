import { Query } from '@nestjs/cqrs';
import type { getCustomerVehicleOrderRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetCustomerVehicleOrderQuery extends Query<RouteResponse<typeof getCustomerVehicleOrderRoute>> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}

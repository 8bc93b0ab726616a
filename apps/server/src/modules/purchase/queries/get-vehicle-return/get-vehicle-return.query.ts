import { Query } from '@nestjs/cqrs';
import type { getStaffReturnsRoute, getVehicleReturnRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetVehicleReturnQuery extends Query<RouteResponse<typeof getVehicleReturnRoute>> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}

export class GetStaffReturnsQuery extends Query<RouteResponse<typeof getStaffReturnsRoute>> {
  constructor(readonly vehicleId: string | undefined) {
    super();
  }
}

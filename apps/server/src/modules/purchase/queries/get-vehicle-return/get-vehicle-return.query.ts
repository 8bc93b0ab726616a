import { Query } from '@nestjs/cqrs';
import type { getStaffReturnsRoute, getVehicleReturnRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

/** The answer, and its buyer (whose access log a staff read of it is recorded on). */
export interface VehicleReturnRead {
  readonly buyerId: string;
  readonly vehicleReturn: RouteResponse<typeof getVehicleReturnRoute>;
}

export class GetVehicleReturnQuery extends Query<VehicleReturnRead> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}

export class GetStaffReturnsQuery extends Query<RouteResponse<typeof getStaffReturnsRoute>> {
  constructor(readonly vehicleId: string | undefined) {
    super();
  }
}

import type { getCustomerVehicleDetailsRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** One garage vehicle of its owner (the spec's list of one item). */
export class GetCustomerVehicleDetailsQuery extends Query<RouteResponse<typeof getCustomerVehicleDetailsRoute>> {
  constructor(
    readonly ownerId: string,
    readonly garageVehicleId: string,
  ) {
    super();
  }
}

import type { getCustomerVehicleValueRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The current estimate of a garage vehicle and its history. */
export class GetCustomerVehicleValueQuery extends Query<RouteResponse<typeof getCustomerVehicleValueRoute>> {
  constructor(
    readonly ownerId: string,
    readonly garageVehicleId: string,
  ) {
    super();
  }
}

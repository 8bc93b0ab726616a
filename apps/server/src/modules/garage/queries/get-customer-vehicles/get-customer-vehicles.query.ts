import type { getCustomerVehiclesRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The garage of one owner. */
export class GetCustomerVehiclesQuery extends Query<RouteResponse<typeof getCustomerVehiclesRoute>> {
  constructor(readonly ownerId: string) {
    super();
  }
}

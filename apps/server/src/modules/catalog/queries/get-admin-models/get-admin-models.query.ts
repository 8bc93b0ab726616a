import type { vehicleDataAdminModelsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Every model of the main data source, active or not. */
export class GetAdminModelsQuery extends Query<RouteResponse<typeof vehicleDataAdminModelsRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataAdminModelsRoute>,
  ) {
    super();
  }
}

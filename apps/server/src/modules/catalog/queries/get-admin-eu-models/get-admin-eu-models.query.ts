import type { vehicleDataAdminEuModelsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Every model of the EU data source. */
export class GetAdminEuModelsQuery extends Query<RouteResponse<typeof vehicleDataAdminEuModelsRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataAdminEuModelsRoute>,
  ) {
    super();
  }
}

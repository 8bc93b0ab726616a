import type { vehicleDataCitiesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Cities, of one province or all. */
export class GetCitiesQuery extends Query<RouteResponse<typeof vehicleDataCitiesRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataCitiesRoute>,
  ) {
    super();
  }
}

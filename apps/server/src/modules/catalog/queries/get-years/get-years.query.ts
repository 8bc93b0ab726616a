import type { vehicleDataYearsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Years with trims in a data source. */
export class GetYearsQuery extends Query<RouteResponse<typeof vehicleDataYearsRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataYearsRoute>,
  ) {
    super();
  }
}

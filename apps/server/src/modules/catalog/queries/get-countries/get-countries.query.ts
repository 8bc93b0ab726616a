import type { vehicleDataCountriesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Countries. */
export class GetCountriesQuery extends Query<RouteResponse<typeof vehicleDataCountriesRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataCountriesRoute>,
  ) {
    super();
  }
}

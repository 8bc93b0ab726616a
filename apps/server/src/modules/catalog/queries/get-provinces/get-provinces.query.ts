import type { vehicleDataProvincesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Provinces and territories of a country (Canada only). */
export class GetProvincesQuery extends Query<RouteResponse<typeof vehicleDataProvincesRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataProvincesRoute>,
  ) {
    super();
  }
}

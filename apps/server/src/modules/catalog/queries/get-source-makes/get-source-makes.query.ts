import type { vehicleDataSourceMakesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Makes of a data source, optionally of one year. */
export class GetSourceMakesQuery extends Query<RouteResponse<typeof vehicleDataSourceMakesRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataSourceMakesRoute>,
  ) {
    super();
  }
}

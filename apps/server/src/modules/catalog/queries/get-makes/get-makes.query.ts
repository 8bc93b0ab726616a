import type { vehicleDataMakesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Makes with active models (public forms). */
export class GetMakesQuery extends Query<RouteResponse<typeof vehicleDataMakesRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataMakesRoute>,
  ) {
    super();
  }
}

import type { vehicleDataEuTrimsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Every trim of an EU model. */
export class GetEuTrimsQuery extends Query<RouteResponse<typeof vehicleDataEuTrimsRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataEuTrimsRoute>,
  ) {
    super();
  }
}

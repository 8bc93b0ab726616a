import type { vehicleDataTrimsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Active trims of a model (public forms). */
export class GetTrimsQuery extends Query<RouteResponse<typeof vehicleDataTrimsRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataTrimsRoute>,
  ) {
    super();
  }
}

import type { colorsGetMappingRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Manufacturer colour names mapped to generic colours, per make (make 0 = every make). */
export class GetColourMappingQuery extends Query<RouteResponse<typeof colorsGetMappingRoute>> {
  constructor(
    readonly input: RouteInput<typeof colorsGetMappingRoute>,
  ) {
    super();
  }
}

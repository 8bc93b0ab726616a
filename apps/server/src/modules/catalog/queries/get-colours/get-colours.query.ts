import type { colorsAllRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The generic colours ("ail-colors"). */
export class GetColoursQuery extends Query<RouteResponse<typeof colorsAllRoute>> {
  constructor(
    readonly input: RouteInput<typeof colorsAllRoute>,
  ) {
    super();
  }
}

import type { getTrimsPromotionsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Trims on promotion. */
export class GetTrimsPromotionsQuery extends Query<RouteResponse<typeof getTrimsPromotionsRoute>> {
  constructor(
    readonly input: RouteInput<typeof getTrimsPromotionsRoute>,
  ) {
    super();
  }
}

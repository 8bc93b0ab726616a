import type { getProductRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** One product page (a trim and its promotion). */
export class GetProductQuery extends Query<RouteResponse<typeof getProductRoute>> {
  constructor(
    readonly input: RouteInput<typeof getProductRoute>,
  ) {
    super();
  }
}

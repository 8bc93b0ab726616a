import type { getApiConfigsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Third-party price-guide configurations (API keys never answered). */
export class GetApiConfigsQuery extends Query<RouteResponse<typeof getApiConfigsRoute>> {
  constructor(
    readonly input: RouteInput<typeof getApiConfigsRoute>,
  ) {
    super();
  }
}

import type { getApiLogsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Calls made to the price-guide providers. */
export class GetApiLogsQuery extends Query<RouteResponse<typeof getApiLogsRoute>> {
  constructor(
    readonly input: RouteInput<typeof getApiLogsRoute>,
  ) {
    super();
  }
}

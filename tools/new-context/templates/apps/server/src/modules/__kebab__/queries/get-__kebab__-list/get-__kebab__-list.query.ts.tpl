import type { get__Pascal__ListRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The __title__ list of one owner, as the list screen shows it. */
export class Get__Pascal__ListQuery extends Query<RouteResponse<typeof get__Pascal__ListRoute>> {
  constructor(readonly ownerId: string) {
    super();
  }
}

import type { getUserTypesRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /user/get-user-types. */
export class GetUserTypesQuery extends Query<RouteResponse<typeof getUserTypesRoute>> {
  constructor() {
    super();
  }
}

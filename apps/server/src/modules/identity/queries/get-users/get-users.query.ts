import type { getUsersRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /user/get-users: the users list for administrators. */
export class GetUsersQuery extends Query<RouteResponse<typeof getUsersRoute>> {
  constructor(
    readonly filter: RouteInput<typeof getUsersRoute>['query'],
  ) {
    super();
  }
}

import type { UserQueries } from '../user-queries';
import type { getUsersRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /user/get-users: the users list for administrators. */
export class GetUsersQuery extends Query<Awaited<ReturnType<UserQueries['list']>>> {
  constructor(
    readonly filter: RouteInput<typeof getUsersRoute>['query'],
  ) {
    super();
  }
}

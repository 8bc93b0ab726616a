import type { UserQueries } from '../user-queries';
import { Query } from '@nestjs/cqrs';

/** GET /user/get-user-details: one user, for administrators. */
export class GetUserDetailsQuery extends Query<Awaited<ReturnType<UserQueries['details']>>> {
  constructor(
    readonly userId: string,
  ) {
    super();
  }
}

import type { UserQueries } from '../user-queries';
import { Query } from '@nestjs/cqrs';

/** GET /user/get-user-types. */
export class GetUserTypesQuery extends Query<Awaited<ReturnType<UserQueries['userTypes']>>> {
  constructor() {
    super();
  }
}

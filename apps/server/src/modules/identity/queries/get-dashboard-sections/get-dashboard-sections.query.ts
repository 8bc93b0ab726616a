import type { IdentityPrincipal } from '../../infrastructure/session-store';
import type { UserQueries } from '../user-queries';
import { Query } from '@nestjs/cqrs';

/** GET /user/dashboard-sections: the sections the user may open. */
export class GetDashboardSectionsQuery extends Query<Awaited<ReturnType<UserQueries['sections']>>> {
  constructor(
    readonly principal: IdentityPrincipal,
  ) {
    super();
  }
}

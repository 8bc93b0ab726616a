import type { dashboardSectionsRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { IdentityPrincipal } from '../../adapters/session-store';

/** GET /user/dashboard-sections: the sections the user may open. */
export class GetDashboardSectionsQuery extends Query<RouteResponse<typeof dashboardSectionsRoute>> {
  constructor(
    readonly principal: IdentityPrincipal,
  ) {
    super();
  }
}

import type { getAllCreditApplicationsRoute, getCreditApplicationsRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The owner's applications and latest score. */
export class GetCreditApplicationsQuery extends Query<RouteResponse<typeof getCreditApplicationsRoute>> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** Every application (super admins), or only those waiting for a review by a person. */
export class GetAllCreditApplicationsQuery extends Query<RouteResponse<typeof getAllCreditApplicationsRoute>> {
  constructor(readonly reviewQueue: boolean) {
    super();
  }
}

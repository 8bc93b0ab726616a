import type { getCreditApplicationDetailsRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** One of the owner's applications, or their latest one; opened for them. */
export class GetCreditApplicationDetailsQuery extends Query<RouteResponse<typeof getCreditApplicationDetailsRoute>> {
  constructor(readonly ownerId: string, readonly applicationId: string | undefined) {
    super();
  }
}

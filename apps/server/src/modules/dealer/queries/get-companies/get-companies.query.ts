import { Query } from '@nestjs/cqrs';
import type { getCompaniesRoute, RouteResponse } from '@marketplace/contracts';

export class GetCompaniesQuery extends Query<RouteResponse<typeof getCompaniesRoute>> {
  constructor(readonly search: string | undefined) {
    super();
  }
}

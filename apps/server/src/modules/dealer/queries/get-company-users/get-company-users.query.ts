import { Query } from '@nestjs/cqrs';
import type { getCompanyUsersRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetCompanyUsersQuery extends Query<RouteResponse<typeof getCompanyUsersRoute>> {
  constructor(readonly companyId: number, readonly ctx: RequestContext) {
    super();
  }
}

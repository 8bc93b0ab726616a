import { Query } from '@nestjs/cqrs';
import type { getLeadShopitradeCompanyListRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetLeadShopitradeCompaniesQuery extends Query<RouteResponse<typeof getLeadShopitradeCompanyListRoute>> {
  constructor(readonly leadId: string, readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { getCompanyDetailsRoute, getCompanyEmailsRoute, getCompanyMakesRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Which view of one company: its details, its makes or its lead emails. */
export type CompanyView = 'details' | 'makes' | 'emails';

export class GetCompanyQuery extends Query<
  RouteResponse<typeof getCompanyDetailsRoute> | RouteResponse<typeof getCompanyMakesRoute> | RouteResponse<typeof getCompanyEmailsRoute>
> {
  constructor(readonly companyId: number, readonly view: CompanyView, readonly ctx: RequestContext) {
    super();
  }
}

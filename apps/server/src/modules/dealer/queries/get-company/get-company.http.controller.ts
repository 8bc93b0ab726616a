import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCompanyDetailsRoute, getCompanyEmailsRoute, getCompanyMakesRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { COMPANY_READERS } from '../../adapters/company-scope';
import { COMPANIES_PROJECTION } from '../get-companies/companies.projection';
import { GetCompanyQuery } from './get-company.query';

/** One company's reads of spec §7: its details, makes and lead emails. */
@Controller()
export class GetCompanyController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCompanyDetailsRoute, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  details(@Input() { query }: RouteInput<typeof getCompanyDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCompanyQuery(query.companyId, 'details', ctx));
  }

  @Endpoint(getCompanyMakesRoute, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  makes(@Input() { query }: RouteInput<typeof getCompanyMakesRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCompanyQuery(query.companyId, 'makes', ctx));
  }

  @Endpoint(getCompanyEmailsRoute, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  emails(@Input() { query }: RouteInput<typeof getCompanyEmailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCompanyQuery(query.companyId, 'emails', ctx));
  }
}

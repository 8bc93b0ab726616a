import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  getCompaniesRoute, getCompanyDetailsRoute, getCompanyEmailsRoute, getCompanyMakesRoute, getCompanyTypesRoute, type RouteInput,
} from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { COMPANY_READERS, COMPANY_STAFF } from '../../shared/company-scope';
import { COMPANIES_PROJECTION } from './companies.projection';
import { GetCompaniesQuery, GetCompanyQuery, GetCompanyTypesQuery } from './companies.queries';

/** The company reads of spec §7: the list, one company's details, makes and lead emails, and the company types. */
@Controller()
export class CompaniesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCompaniesRoute, { allow: COMPANY_STAFF })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  list(@Input() { query }: RouteInput<typeof getCompaniesRoute>) {
    return this.queries.execute(new GetCompaniesQuery(query.search));
  }

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

  @Endpoint(getCompanyTypesRoute, { allow: COMPANY_READERS })
  types() {
    return this.queries.execute(new GetCompanyTypesQuery());
  }
}

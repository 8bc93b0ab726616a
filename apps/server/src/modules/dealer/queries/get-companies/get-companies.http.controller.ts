import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCompaniesRoute, type RouteInput } from '@marketplace/contracts';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { COMPANY_STAFF } from '../../adapters/company-scope';
import { COMPANIES_PROJECTION } from './companies.projection';
import { GetCompaniesQuery } from './get-companies.query';

/** The list of companies of spec §7 (staff). */
@Controller()
export class GetCompaniesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCompaniesRoute, { allow: COMPANY_STAFF })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  list(@Input() { query }: RouteInput<typeof getCompaniesRoute>) {
    return this.queries.execute(new GetCompaniesQuery(query.search));
  }
}

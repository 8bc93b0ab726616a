import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getShopitradeCompaniesRoute } from '@marketplace/contracts';
import { Endpoint } from '../../../../platform/http/endpoint';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { COMPANY_STAFF } from '../../adapters/company-scope';
import { COMPANIES_PROJECTION } from '../get-companies/companies.projection';
import { GetShopitradeCompaniesQuery } from './get-shopitrade-companies.query';

/** The companies taking part in Shopitrade (staff). */
@Controller()
export class GetShopitradeCompaniesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getShopitradeCompaniesRoute, { allow: COMPANY_STAFF })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  shopitradeCompanies() {
    return this.queries.execute(new GetShopitradeCompaniesQuery());
  }
}

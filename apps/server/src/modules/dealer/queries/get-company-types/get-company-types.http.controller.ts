import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCompanyTypesRoute } from '@marketplace/contracts';
import { Endpoint } from '../../../../platform/http/endpoint';
import { COMPANY_READERS } from '../../adapters/company-scope';
import { GetCompanyTypesQuery } from './get-company-types.query';

/** The company types of spec §7. */
@Controller()
export class GetCompanyTypesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCompanyTypesRoute, { allow: COMPANY_READERS })
  types() {
    return this.queries.execute(new GetCompanyTypesQuery());
  }
}

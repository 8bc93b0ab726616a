import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getLeadShopitradeCompanyListRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { LEAD_OFFER_STAFF } from '../../adapters/company-scope';
import { LEADS_CONSUMER } from '../../integration-events/leads.consumer';
import { GetLeadShopitradeCompaniesQuery } from './get-lead-shopitrade-companies.query';

@Controller()
export class GetLeadShopitradeCompaniesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getLeadShopitradeCompanyListRoute, { allow: LEAD_OFFER_STAFF })
  @ReadsOwnWrites(LEADS_CONSUMER)
  shopitradeCompanies(@Input() { query }: RouteInput<typeof getLeadShopitradeCompanyListRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetLeadShopitradeCompaniesQuery(query.leadId, ctx));
  }
}

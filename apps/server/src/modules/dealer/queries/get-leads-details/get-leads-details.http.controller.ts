import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getLeadsDetailsRoute, getLeadShopitradeCompanyListRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { LEAD_OFFER_STAFF, LEAD_READERS } from '../../shared/company-scope';
import { LEADS_CONSUMER } from '../leads/leads.consumer';
import { GetLeadsDetailsQuery, GetLeadShopitradeCompaniesQuery } from './get-leads-details.query';

@Controller()
export class GetLeadsDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getLeadsDetailsRoute, { allow: LEAD_READERS })
  @ReadsOwnWrites(LEADS_CONSUMER)
  details(@Input() { query }: RouteInput<typeof getLeadsDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetLeadsDetailsQuery(query.leadId, ctx));
  }

  @Endpoint(getLeadShopitradeCompanyListRoute, { allow: LEAD_OFFER_STAFF })
  @ReadsOwnWrites(LEADS_CONSUMER)
  shopitradeCompanies(@Input() { query }: RouteInput<typeof getLeadShopitradeCompanyListRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetLeadShopitradeCompaniesQuery(query.leadId, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getLeadsDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { LEAD_READERS } from '../../adapters/company-scope';
import { LEADS_CONSUMER } from '../../integration-events/leads.consumer';
import { GetLeadsDetailsQuery } from './get-leads-details.query';

@Controller()
export class GetLeadsDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getLeadsDetailsRoute, { allow: LEAD_READERS })
  @ReadsOwnWrites(LEADS_CONSUMER)
  details(@Input() { query }: RouteInput<typeof getLeadsDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetLeadsDetailsQuery(query.leadId, ctx));
  }
}

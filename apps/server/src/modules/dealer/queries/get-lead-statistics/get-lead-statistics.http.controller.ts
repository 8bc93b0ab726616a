import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getLeadStatisticsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { LEAD_READERS } from '../../adapters/company-scope';
import { LEADS_CONSUMER } from '../../integration-events/leads.consumer';
import { GetLeadStatisticsQuery } from './get-lead-statistics.query';

@Controller()
export class GetLeadStatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getLeadStatisticsRoute, { allow: LEAD_READERS })
  @ReadsOwnWrites(LEADS_CONSUMER)
  statistics(@Input() { query }: RouteInput<typeof getLeadStatisticsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetLeadStatisticsQuery(query, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getLeadsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { LEAD_READERS } from '../../adapters/company-scope';
import { LEADS_CONSUMER } from '../../integration-events/leads.consumer';
import { GetLeadsQuery } from './get-leads.query';

@Controller()
export class GetLeadsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getLeadsRoute, { allow: LEAD_READERS })
  @ReadsOwnWrites(LEADS_CONSUMER)
  list(@Input() { query }: RouteInput<typeof getLeadsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetLeadsQuery(query, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getLeadDeliveriesRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LEAD_READERS } from '../../adapters/company-scope';
import { GetLeadDeliveriesQuery } from './get-lead-deliveries.query';

@Controller()
export class GetLeadDeliveriesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getLeadDeliveriesRoute, { allow: LEAD_READERS })
  deliveries(@Input() { query }: RouteInput<typeof getLeadDeliveriesRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetLeadDeliveriesQuery(query.leadId, ctx));
  }
}

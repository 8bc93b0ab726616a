import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getSubscriptionRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { COMPANY_READERS } from '../../adapters/company-scope';
import { GetSubscriptionQuery } from './get-subscription.query';
import { SUBSCRIPTIONS_PROJECTION } from './subscriptions.projection';

@Controller()
export class GetSubscriptionController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getSubscriptionRoute, { allow: COMPANY_READERS })
  @ReadsOwnWrites(SUBSCRIPTIONS_PROJECTION)
  get(@Input() { query }: RouteInput<typeof getSubscriptionRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetSubscriptionQuery(query.companyId, ctx));
  }
}

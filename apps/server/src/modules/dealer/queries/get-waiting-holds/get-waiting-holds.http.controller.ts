import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getWaitingHoldsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetWaitingHoldsQuery } from './get-waiting-holds.query';

@Controller()
export class GetWaitingHoldsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getWaitingHoldsRoute, { allow: NOTIFICATION_USERS })
  waiting(@Input() { query }: RouteInput<typeof getWaitingHoldsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetWaitingHoldsQuery(query, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getProtectionPlansRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetProtectionPlansQuery } from './get-protection-plans.query';

@Controller()
export class GetProtectionPlansController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getProtectionPlansRoute, { allow: 'public' })
  plans(@Input() input: RouteInput<typeof getProtectionPlansRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetProtectionPlansQuery(input.query.vehicleId, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getStripeKeyRoute } from '@marketplace/contracts';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetStripeKeyQuery } from './get-stripe-key.query';

@Controller()
export class GetStripeKeyController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getStripeKeyRoute, { allow: 'public' })
  key(@Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetStripeKeyQuery(ctx));
  }
}

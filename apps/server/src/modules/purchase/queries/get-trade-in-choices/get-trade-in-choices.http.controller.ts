import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getTradeInChoicesRoute } from '@marketplace/contracts';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetTradeInChoicesQuery } from './get-trade-in-choices.query';

@Controller()
export class GetTradeInChoicesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getTradeInChoicesRoute, { allow: 'authenticated' })
  choices(@Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetTradeInChoicesQuery(ctx));
  }
}

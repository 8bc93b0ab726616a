import { quoteRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetQuoteQuery } from './get-quote.query';

@Controller()
export class GetQuoteHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(quoteRoute, { allow: 'public' })
  getQuote(@Input() input: RouteInput<typeof quoteRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetQuoteQuery(input, ctx));
  }
}

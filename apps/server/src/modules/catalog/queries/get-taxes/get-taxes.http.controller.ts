import { getTaxesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetTaxesQuery } from './get-taxes.query';

@Controller()
export class GetTaxesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getTaxesRoute, { allow: 'public' })
  getTaxes(@Input() input: RouteInput<typeof getTaxesRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetTaxesQuery(input, ctx));
  }
}

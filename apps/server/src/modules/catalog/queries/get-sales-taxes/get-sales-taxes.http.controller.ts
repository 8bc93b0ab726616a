import { taxesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetSalesTaxesQuery } from './get-sales-taxes.query';

@Controller()
export class GetSalesTaxesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(taxesRoute, { allow: 'public' })
  getSalesTaxes(@Input() input: RouteInput<typeof taxesRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetSalesTaxesQuery(input, ctx));
  }
}

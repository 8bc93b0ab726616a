import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getDeliveryTypesRoute } from '@marketplace/contracts';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetDeliveryTypesQuery } from './get-delivery-types.query';

@Controller()
export class GetDeliveryTypesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getDeliveryTypesRoute, { allow: 'public' })
  types(@Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetDeliveryTypesQuery(ctx));
  }
}

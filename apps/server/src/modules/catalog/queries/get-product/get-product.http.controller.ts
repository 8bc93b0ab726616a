import { getProductRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetProductQuery } from './get-product.query';

@Controller()
export class GetProductHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getProductRoute, { allow: 'public' })
  getProduct(@Input() input: RouteInput<typeof getProductRoute>) {
    return this.queryBus.execute(new GetProductQuery(input));
  }
}

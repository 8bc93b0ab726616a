import { Controller } from '@nestjs/common';
import { getProductRoute, getTrimsPromotionsRoute, type RouteInput } from '@marketplace/contracts';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { ProductsService } from './products.service';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Endpoint(getProductRoute, { allow: 'public' })
  product(@Input() input: RouteInput<typeof getProductRoute>) {
    return this.products.product(input.params.id, input.query['Session.Language']);
  }

  @Endpoint(getTrimsPromotionsRoute, { allow: 'public' })
  trimsPromotions(@Input() input: RouteInput<typeof getTrimsPromotionsRoute>) {
    return this.products.trimsPromotions(input.query);
  }
}

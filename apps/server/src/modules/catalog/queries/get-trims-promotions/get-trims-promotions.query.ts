import type { getTrimsPromotionsRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ProductsService } from '../../products/products.service';

/** Trims on promotion. */
export class GetTrimsPromotionsQuery extends Query<Awaited<ReturnType<ProductsService['trimsPromotions']>>> {
  constructor(
    readonly input: RouteInput<typeof getTrimsPromotionsRoute>,
  ) {
    super();
  }
}

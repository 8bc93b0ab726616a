import type { getProductRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ProductsService } from '../../products/products.service';

/** One product page (a trim and its promotion). */
export class GetProductQuery extends Query<Awaited<ReturnType<ProductsService['product']>>> {
  constructor(
    readonly input: RouteInput<typeof getProductRoute>,
  ) {
    super();
  }
}

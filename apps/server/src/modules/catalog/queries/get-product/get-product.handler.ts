import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../products/products.service';
import { GetProductQuery } from './get-product.query';

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery> {
  constructor(private readonly products: ProductsService) {}

  async execute(query: GetProductQuery) {
    return this.products.product(query.input.params.id, query.input.query['Session.Language']);
  }
}

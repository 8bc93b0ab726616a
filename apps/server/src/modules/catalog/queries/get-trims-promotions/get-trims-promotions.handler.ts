import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductsService } from '../../products/products.service';
import { GetTrimsPromotionsQuery } from './get-trims-promotions.query';

@QueryHandler(GetTrimsPromotionsQuery)
export class GetTrimsPromotionsHandler implements IQueryHandler<GetTrimsPromotionsQuery> {
  constructor(private readonly products: ProductsService) {}

  async execute(query: GetTrimsPromotionsQuery) {
    return this.products.trimsPromotions(query.input.query);
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { inInput } from '../../streams/vehicle-stream';
import { PricingService } from '../get-quote/quote-pricing';
import { GetSalesTaxesQuery } from './get-sales-taxes.query';

@QueryHandler(GetSalesTaxesQuery)
export class GetSalesTaxesHandler implements IQueryHandler<GetSalesTaxesQuery> {
  constructor(private readonly pricing: PricingService) {}

  async execute(query: GetSalesTaxesQuery) {
    const i = query.input;
    const { province, price, on } = i.query;
    const answer = await inInput(async () => this.pricing.taxes(province, query.meta, { on, price }), {}, 'query');
    return { province, ...answer };
  }
}

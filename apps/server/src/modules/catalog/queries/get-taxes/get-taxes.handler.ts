import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingService } from '../get-quote/quote-pricing';
import { GetTaxesQuery } from './get-taxes.query';

@QueryHandler(GetTaxesQuery)
export class GetTaxesHandler implements IQueryHandler<GetTaxesQuery> {
  constructor(private readonly pricing: PricingService) {}

  async execute(query: GetTaxesQuery) {
    return this.pricing.allTaxes(query.meta, query.input.query.province);
  }
}

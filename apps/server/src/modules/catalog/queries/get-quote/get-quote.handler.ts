import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PricingService } from './quote-pricing';
import { GetQuoteQuery } from './get-quote.query';

@QueryHandler(GetQuoteQuery)
export class GetQuoteHandler implements IQueryHandler<GetQuoteQuery> {
  constructor(private readonly pricing: PricingService) {}

  async execute(query: GetQuoteQuery) {
    return this.pricing.quote(query.input.body, query.meta);
  }
}

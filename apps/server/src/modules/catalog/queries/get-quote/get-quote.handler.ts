import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QuotePricing } from './quote-pricing';
import { GetQuoteQuery } from './get-quote.query';

@QueryHandler(GetQuoteQuery)
export class GetQuoteHandler implements IQueryHandler<GetQuoteQuery> {
  constructor(private readonly quotes: QuotePricing) {}

  async execute(query: GetQuoteQuery) {
    return this.quotes.quote(query.input.body, query.meta);
  }
}

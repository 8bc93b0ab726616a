import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { quotePaymentMethodRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { QuotePaymentMethodQuery } from './quote-payment-method.query';

@Controller()
export class QuotePaymentMethodController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(quotePaymentMethodRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  quote(@Input() input: RouteInput<typeof quotePaymentMethodRoute>, @Ctx() ctx: RequestContext) {
    const { transactionId, method, kilometresPerYear, ...terms } = input.body;
    return this.queries.execute(new QuotePaymentMethodQuery(
      transactionId, method, { ...terms, ...(kilometresPerYear !== undefined ? { kilometresPerYear } : {}) }, ctx,
    ));
  }
}

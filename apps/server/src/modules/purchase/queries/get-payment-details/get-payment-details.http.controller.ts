import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getPaymentDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetPaymentDetailsQuery } from './get-payment-details.query';

@Controller()
export class GetPaymentDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getPaymentDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  payment(@Input() input: RouteInput<typeof getPaymentDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetPaymentDetailsQuery(input.query.transactionId, ctx));
  }
}

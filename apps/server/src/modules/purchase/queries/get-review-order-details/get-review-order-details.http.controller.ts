import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getReviewOrderDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { USERS_PROJECTION } from '../../../identity/identity.public';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetReviewOrderDetailsQuery } from './get-review-order-details.query';

@Controller()
export class GetReviewOrderDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getReviewOrderDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION, USERS_PROJECTION)
  review(@Input() input: RouteInput<typeof getReviewOrderDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetReviewOrderDetailsQuery(input.query.transactionId, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getTransactionDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from './transaction-details.projection';
import { GetTransactionDetailsQuery } from './get-transaction-details.query';

@Controller()
export class GetTransactionDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getTransactionDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  details(@Input() input: RouteInput<typeof getTransactionDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetTransactionDetailsQuery(input.query.transactionId, input.query.vehicleId, ctx));
  }
}

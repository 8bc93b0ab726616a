import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getDeliveryDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetDeliveryDetailsQuery } from './get-delivery-details.query';

@Controller()
export class GetDeliveryDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getDeliveryDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  delivery(@Input() input: RouteInput<typeof getDeliveryDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetDeliveryDetailsQuery(input.query.transactionId, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCustomerVehicleOrderRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetCustomerVehicleOrderQuery } from './get-customer-vehicle-order.query';

@Controller()
export class GetCustomerVehicleOrderController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCustomerVehicleOrderRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  order(@Input() input: RouteInput<typeof getCustomerVehicleOrderRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCustomerVehicleOrderQuery(input.query.transactionId, ctx));
  }
}

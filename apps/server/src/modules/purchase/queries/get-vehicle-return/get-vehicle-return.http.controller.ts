import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getStaffReturnsRoute, getVehicleReturnRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { PURCHASE_STAFF } from '../../shared/purchase-staff';
import { TRANSACTION_DETAILS_PROJECTION } from '../transaction-details/transaction-details.projection';
import { GetStaffReturnsQuery, GetVehicleReturnQuery } from './get-vehicle-return.query';

@Controller()
export class GetVehicleReturnController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getVehicleReturnRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  vehicleReturn(@Input() input: RouteInput<typeof getVehicleReturnRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetVehicleReturnQuery(input.query.transactionId, ctx));
  }

  @Endpoint(getStaffReturnsRoute, { allow: PURCHASE_STAFF })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  staffReturns(@Input() input: RouteInput<typeof getStaffReturnsRoute>) {
    return this.queries.execute(new GetStaffReturnsQuery(input.query.vehicleId));
  }
}

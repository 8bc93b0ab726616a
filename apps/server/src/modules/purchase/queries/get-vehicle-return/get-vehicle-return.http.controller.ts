import { PURCHASE_STAFF } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { getStaffReturnsRoute, getVehicleReturnRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetStaffReturnsQuery, GetVehicleReturnQuery } from './get-vehicle-return.query';

@Controller()
export class GetVehicleReturnController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /**
   * To the buyer or to staff. ARCHITECTURE §2: a staff read of the buyer's return (odometer, reason, handover) is recorded
   * on the buyer's access log before it is answered (the owner's own read records nothing). It writes, so a page of
   * another site cannot open it.
   */
  @Endpoint(getVehicleReturnRoute, { allow: 'authenticated', getChangesState: true })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  async vehicleReturn(@Input() input: RouteInput<typeof getVehicleReturnRoute>, @Ctx() ctx: RequestContext) {
    const { buyerId, vehicleReturn } = await this.queries.execute(new GetVehicleReturnQuery(input.query.transactionId, ctx));
    await this.commands.execute(new RecordStaffReadsCommand([buyerId], `${getVehicleReturnRoute.method} ${getVehicleReturnRoute.path}`, ctx));
    return vehicleReturn;
  }

  /** Open returns: vehicles, statuses and dates, no buyer's personal data (nothing to record). */
  @Endpoint(getStaffReturnsRoute, { allow: PURCHASE_STAFF })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  staffReturns(@Input() input: RouteInput<typeof getStaffReturnsRoute>) {
    return this.queries.execute(new GetStaffReturnsQuery(input.query.vehicleId));
  }
}

import { PURCHASE_STAFF } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  issueReturnRefundRoute, recordDeliveryRoute, recordReturnInspectionRoute, requestVehicleReturnRoute, scheduleReturnPickupRoute, type RouteInput,
} from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { MoneyBackReturnCommand } from './money-back-return.command';

@Controller()
export class MoneyBackReturnController {
  constructor(private readonly commands: CommandBus) {}

  /** The buyer, on their own transaction (someone else's: 404). */
  @Endpoint(requestVehicleReturnRoute, { allow: 'authenticated' })
  request(@Input() { body }: RouteInput<typeof requestVehicleReturnRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new MoneyBackReturnCommand({ type: 'RequestReturn', ...body }, ctx));
  }

  @Endpoint(recordDeliveryRoute, { allow: PURCHASE_STAFF })
  recordDelivery(@Input() { body }: RouteInput<typeof recordDeliveryRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new MoneyBackReturnCommand({ type: 'RecordDelivery', ...body }, ctx));
  }

  @Endpoint(scheduleReturnPickupRoute, { allow: PURCHASE_STAFF })
  schedulePickup(@Input() { body }: RouteInput<typeof scheduleReturnPickupRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new MoneyBackReturnCommand({ type: 'ScheduleReturnPickup', ...body }, ctx));
  }

  @Endpoint(recordReturnInspectionRoute, { allow: PURCHASE_STAFF })
  recordInspection(@Input() { body }: RouteInput<typeof recordReturnInspectionRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new MoneyBackReturnCommand({ type: 'RecordReturnInspection', ...body }, ctx));
  }

  @Endpoint(issueReturnRefundRoute, { allow: PURCHASE_STAFF })
  issueRefund(@Input() { body }: RouteInput<typeof issueReturnRefundRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new MoneyBackReturnCommand({ type: 'IssueReturnRefund', ...body }, ctx));
  }
}

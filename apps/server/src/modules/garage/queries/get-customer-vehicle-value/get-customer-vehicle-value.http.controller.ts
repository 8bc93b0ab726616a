import { getCustomerVehicleValueRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { GARAGE_VEHICLES_PROJECTION } from '../get-customer-vehicles/garage-vehicles.projection';
import { GetCustomerVehicleValueQuery } from './get-customer-vehicle-value.query';

@Controller()
export class GetCustomerVehicleValueHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getCustomerVehicleValueRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(GARAGE_VEHICLES_PROJECTION)
  value(@Input() input: RouteInput<typeof getCustomerVehicleValueRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetCustomerVehicleValueQuery(ctx.principal!.userId, input.query.garageVehicleId));
  }
}

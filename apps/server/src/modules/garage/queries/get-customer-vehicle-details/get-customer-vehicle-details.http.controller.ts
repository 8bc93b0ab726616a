import { getCustomerVehicleDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { GARAGE_VEHICLES_PROJECTION } from '../get-customer-vehicles/garage-vehicles.projection';
import { GetCustomerVehicleDetailsQuery } from './get-customer-vehicle-details.query';

@Controller()
export class GetCustomerVehicleDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getCustomerVehicleDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(GARAGE_VEHICLES_PROJECTION)
  details(@Input() input: RouteInput<typeof getCustomerVehicleDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetCustomerVehicleDetailsQuery(ctx.principal!.userId, input.query.garageVehicleId));
  }
}

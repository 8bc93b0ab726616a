import { getCustomerVehiclesRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { GARAGE_VEHICLES_PROJECTION } from './garage-vehicles.projection';
import { GetCustomerVehiclesQuery } from './get-customer-vehicles.query';

@Controller()
export class GetCustomerVehiclesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getCustomerVehiclesRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(GARAGE_VEHICLES_PROJECTION)
  list(@Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetCustomerVehiclesQuery(ctx.principal!.userId));
  }
}

import { CATALOG_STAFF } from '@marketplace/domain';
import { adminListVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ListVehicleCommand } from './list-vehicle.command';

@Controller()
export class ListVehicleHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(adminListVehicleRoute, { allow: CATALOG_STAFF })
  listVehicle(@Input() input: RouteInput<typeof adminListVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ListVehicleCommand(input, ctx));
  }
}

import { CATALOG_STAFF } from '@marketplace/domain';
import { adminEditVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { EditVehicleCommand } from './edit-vehicle.command';

@Controller()
export class EditVehicleHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(adminEditVehicleRoute, { allow: CATALOG_STAFF })
  editVehicle(@Input() input: RouteInput<typeof adminEditVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new EditVehicleCommand(input, ctx));
  }
}

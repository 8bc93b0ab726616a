import { removeCustomerVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RemoveCustomerVehicleCommand } from './remove-customer-vehicle.command';

@Controller()
export class RemoveCustomerVehicleHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(removeCustomerVehicleRoute, { allow: 'authenticated' })
  remove(@Input() input: RouteInput<typeof removeCustomerVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new RemoveCustomerVehicleCommand(input.body.garageVehicleId, ctx));
  }
}

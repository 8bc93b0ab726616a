import { addGarageVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateCustomerVehicleCommand } from './create-customer-vehicle.command';

@Controller()
export class CreateCustomerVehicleHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(addGarageVehicleRoute, { allow: 'authenticated' })
  create(@Input() input: RouteInput<typeof addGarageVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new CreateCustomerVehicleCommand(input.body, ctx));
  }
}

import { editCustomerVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { EditCustomerVehicleCommand } from './edit-customer-vehicle.command';

@Controller()
export class EditCustomerVehicleHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(editCustomerVehicleRoute, { allow: 'authenticated' })
  edit(@Input() input: RouteInput<typeof editCustomerVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new EditCustomerVehicleCommand(input.body, ctx));
  }
}

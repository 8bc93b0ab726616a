import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createCustomerVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { StartTransactionCommand } from './start-transaction.command';

@Controller()
export class StartTransactionController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(createCustomerVehicleRoute, { allow: 'authenticated', verified: true })
  start(@Input() input: RouteInput<typeof createCustomerVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new StartTransactionCommand(input.body, ctx));
  }
}

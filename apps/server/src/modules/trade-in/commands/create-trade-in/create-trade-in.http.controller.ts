import { createStandAloneTradeInRoute, createTradeInRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateTradeInCommand } from './create-trade-in.command';

@Controller()
export class CreateTradeInHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(createTradeInRoute, { allow: 'authenticated' })
  create(@Input() input: RouteInput<typeof createTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new CreateTradeInCommand(input.body.vehicle, ctx));
  }

  @Endpoint(createStandAloneTradeInRoute, { allow: 'authenticated' })
  createStandalone(@Input() input: RouteInput<typeof createStandAloneTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new CreateTradeInCommand(input.body.vehicle, ctx, 'standalone'));
  }
}

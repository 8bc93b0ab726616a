import { confirmTradeInRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ConfirmTradeInCommand } from './confirm-trade-in.command';

@Controller()
export class ConfirmTradeInHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(confirmTradeInRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof confirmTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new ConfirmTradeInCommand(body.tradeInId, body.expectedVersion, ctx));
  }
}

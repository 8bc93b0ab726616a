import { discardTradeInRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DiscardTradeInCommand } from './discard-trade-in.command';

@Controller()
export class DiscardTradeInHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(discardTradeInRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof discardTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new DiscardTradeInCommand(body.tradeInId, body.expectedVersion, ctx));
  }
}

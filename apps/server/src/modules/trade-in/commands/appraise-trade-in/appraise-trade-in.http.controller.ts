import { appraiseTradeInRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AppraiseTradeInCommand } from './appraise-trade-in.command';

@Controller()
export class AppraiseTradeInHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(appraiseTradeInRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof appraiseTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new AppraiseTradeInCommand(body.tradeInId, body.expectedVersion, ctx));
  }
}

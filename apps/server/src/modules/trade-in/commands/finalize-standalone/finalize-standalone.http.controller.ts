import { finalizeStandAloneTradeInRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { FinalizeStandaloneCommand } from './finalize-standalone.command';

@Controller()
export class FinalizeStandaloneHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(finalizeStandAloneTradeInRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof finalizeStandAloneTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new FinalizeStandaloneCommand(body.tradeInId, body.code, ctx));
  }
}

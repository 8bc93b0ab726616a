import { addTradeInRoute, type RouteInput } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AddTradeInCommand } from './add-trade-in.command';

@Controller()
export class AddTradeInHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Dealers only: the trade-in goes to their own company. */
  @Endpoint(addTradeInRoute, { allow: [UserType.Dealer] })
  handle(@Input() { body }: RouteInput<typeof addTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new AddTradeInCommand(body.tradeInId, ctx));
  }
}

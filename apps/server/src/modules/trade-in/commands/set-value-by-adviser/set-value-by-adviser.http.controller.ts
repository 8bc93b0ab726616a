import { TRADE_IN_STAFF } from '@marketplace/domain';
import { setValueByAdviserRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SetValueByAdviserCommand } from './set-value-by-adviser.command';

@Controller()
export class SetValueByAdviserHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(setValueByAdviserRoute, { allow: TRADE_IN_STAFF })
  handle(@Input() { body }: RouteInput<typeof setValueByAdviserRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SetValueByAdviserCommand(body.tradeInId, body.value, body.reason, body.expectedVersion, ctx));
  }
}

import { saveConditionRoute, type RouteInput } from '@marketplace/contracts';
import type { TradeInCondition } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveConditionCommand } from './save-condition.command';

@Controller()
export class SaveConditionHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(saveConditionRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof saveConditionRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveConditionCommand(body.tradeInId, body.condition as TradeInCondition, body.expectedVersion, ctx));
  }
}

import { TRADE_IN_STAFF } from '@marketplace/domain';
import { adjustAfterInspectionRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AdjustAfterInspectionCommand } from './adjust-after-inspection.command';

@Controller()
export class AdjustAfterInspectionHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(adjustAfterInspectionRoute, { allow: TRADE_IN_STAFF })
  handle(@Input() { body }: RouteInput<typeof adjustAfterInspectionRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new AdjustAfterInspectionCommand(body.tradeInId, body.value, body.reason, body.expectedVersion, ctx));
  }
}

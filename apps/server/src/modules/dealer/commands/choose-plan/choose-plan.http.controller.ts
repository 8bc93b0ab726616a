import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { choosePlanRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PLAN_MANAGERS } from '../../adapters/company-scope';
import { ChoosePlanCommand } from './choose-plan.command';

@Controller()
export class ChoosePlanController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(choosePlanRoute, { allow: PLAN_MANAGERS })
  choose(@Input() { body }: RouteInput<typeof choosePlanRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ChoosePlanCommand(body.companyId, body.plan, body.paymentMethod, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cancelPlanRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PLAN_MANAGERS } from '../../adapters/company-scope';
import { CancelPlanCommand } from './cancel-plan.command';

@Controller()
export class CancelPlanController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(cancelPlanRoute, { allow: PLAN_MANAGERS })
  cancel(@Input() { body }: RouteInput<typeof cancelPlanRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new CancelPlanCommand(body.companyId, ctx));
  }
}

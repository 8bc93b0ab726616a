import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { saveProtectionPlanRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveProtectionPlanCommand } from './save-protection-plan.command';

@Controller()
export class SaveProtectionPlanController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(saveProtectionPlanRoute, { allow: 'authenticated' })
  save(@Input() input: RouteInput<typeof saveProtectionPlanRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SaveProtectionPlanCommand(input.body, ctx));
  }
}

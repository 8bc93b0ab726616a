import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { saveCompletedStepsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveStepCommand } from './save-step.command';

@Controller()
export class SaveStepController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(saveCompletedStepsRoute, { allow: 'authenticated' })
  save(@Input() input: RouteInput<typeof saveCompletedStepsRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SaveStepCommand(input.body, ctx));
  }
}

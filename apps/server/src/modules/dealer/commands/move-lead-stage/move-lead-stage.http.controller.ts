import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { moveLeadStageRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LEAD_WORKERS } from '../../adapters/company-scope';
import { MoveLeadStageCommand } from './move-lead-stage.command';

@Controller()
export class MoveLeadStageController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(moveLeadStageRoute, { allow: LEAD_WORKERS })
  handle(@Input() { body }: RouteInput<typeof moveLeadStageRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new MoveLeadStageCommand(body.leadId, body.expectedVersion, body.stage, body.reason ?? null, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { assignLeadRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LEAD_WORKERS } from '../../adapters/company-scope';
import { AssignLeadCommand } from './assign-lead.command';

@Controller()
export class AssignLeadController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(assignLeadRoute, { allow: LEAD_WORKERS })
  handle(@Input() { body }: RouteInput<typeof assignLeadRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new AssignLeadCommand(body.leadId, body.expectedVersion, body.userId, ctx));
  }
}

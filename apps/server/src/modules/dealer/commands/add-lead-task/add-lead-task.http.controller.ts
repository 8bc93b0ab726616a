import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addLeadTaskRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LEAD_WORKERS } from '../../adapters/company-scope';
import { AddLeadTaskCommand } from './add-lead-task.command';

@Controller()
export class AddLeadTaskController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(addLeadTaskRoute, { allow: LEAD_WORKERS })
  handle(@Input() { body }: RouteInput<typeof addLeadTaskRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new AddLeadTaskCommand(body.leadId, body.expectedVersion, body.title, body.dueAt, ctx));
  }
}

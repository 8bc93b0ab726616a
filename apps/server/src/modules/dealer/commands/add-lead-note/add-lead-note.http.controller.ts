import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addLeadNoteRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LEAD_WORKERS } from '../../adapters/company-scope';
import { AddLeadNoteCommand } from './add-lead-note.command';

@Controller()
export class AddLeadNoteController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(addLeadNoteRoute, { allow: LEAD_WORKERS })
  handle(@Input() { body }: RouteInput<typeof addLeadNoteRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new AddLeadNoteCommand(body.leadId, body.expectedVersion, body.text, ctx));
  }
}

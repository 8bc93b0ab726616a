import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sendLeadRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SendLeadCommand } from './send-lead.command';

@Controller()
export class SendLeadController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(sendLeadRoute, { allow: 'authenticated' })
  send(@Input() input: RouteInput<typeof sendLeadRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SendLeadCommand(input.body, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { resendLeadRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LEAD_WORKERS } from '../../adapters/company-scope';
import { ResendLeadCommand } from './resend-lead.command';

@Controller()
export class ResendLeadController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(resendLeadRoute, { allow: LEAD_WORKERS })
  handle(@Input() { body }: RouteInput<typeof resendLeadRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ResendLeadCommand(body.leadId, body.expectedVersion, ctx));
  }
}

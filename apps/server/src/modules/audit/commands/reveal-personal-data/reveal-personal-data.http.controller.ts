import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { auditRevealRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RevealPersonalDataCommand } from './reveal-personal-data.command';

@Controller()
export class RevealPersonalDataController {
  constructor(private readonly commands: CommandBus) {}

  /** Admins (7) reach the route and get 403 from the decider: only super admins (6) may reveal (ADR 0019). */
  @Endpoint(auditRevealRoute, { allow: AUDIT_READERS, verified: true, refuseWhileImpersonating: true })
  reveal(@Input() input: RouteInput<typeof auditRevealRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new RevealPersonalDataCommand(input.params.subjectId, input.body.reason, ctx));
  }
}

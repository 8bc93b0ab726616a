import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { auditSubmitDisputeEvidenceRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SubmitDisputeEvidenceCommand } from './submit-dispute-evidence.command';

@Controller()
export class SubmitDisputeEvidenceController {
  constructor(private readonly commands: CommandBus) {}

  /** Sends the buyer's personal data to Stripe: not while impersonating. */
  @Endpoint(auditSubmitDisputeEvidenceRoute, { allow: AUDIT_READERS, verified: true, refuseWhileImpersonating: true })
  submit(@Input() input: RouteInput<typeof auditSubmitDisputeEvidenceRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SubmitDisputeEvidenceCommand(input.params.subjectId, input.params.disputeId, input.body.evidence, ctx));
  }
}

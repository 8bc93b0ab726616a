import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { auditSaveDisputeEvidenceRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveDisputeEvidenceCommand } from './save-dispute-evidence.command';

@Controller()
export class SaveDisputeEvidenceController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(auditSaveDisputeEvidenceRoute, { allow: AUDIT_READERS, verified: true })
  save(@Input() input: RouteInput<typeof auditSaveDisputeEvidenceRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SaveDisputeEvidenceCommand(input.params.subjectId, input.params.disputeId, input.body.evidence, ctx));
  }
}

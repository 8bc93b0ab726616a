import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LeadWorkStream } from '../../streams/lead-work-stream';
import { MoveLeadStageCommand } from './move-lead-stage.command';

/** Moves a lead along the pipeline; its first move out of `new` is its first contact (ADR 0074). An event on the lead's stream, at the version the card showed (409 otherwise). */
@CommandHandler(MoveLeadStageCommand)
export class MoveLeadStageHandler implements ICommandHandler<MoveLeadStageCommand> {
  constructor(private readonly leads: LeadWorkStream) {}

  execute({ leadId, expectedVersion, stage, reason, meta: ctx }: MoveLeadStageCommand) {
    return this.leads.act(leadId, expectedVersion, ctx, (lead) => {
      return { type: 'MoveLeadStage', ...lead, byUserId: ctx.principal!.userId, now: ctx.now.toISOString(), to: stage, reason };
    });
  }
}

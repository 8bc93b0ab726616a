import { Command } from '@nestjs/cqrs';
import type { LeadStage } from '@marketplace/domain';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { LeadWorkSaved } from '../assign-lead/assign-lead.command';

/** Moves a lead along the pipeline; its first move out of `new` is its first contact (ADR 0074). */
export class MoveLeadStageCommand extends Command<LeadWorkSaved> {
  constructor(
    readonly leadId: string,
    readonly expectedVersion: number,
    readonly stage: LeadStage,
    readonly reason: string | null,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

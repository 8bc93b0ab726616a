import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { LeadWorkSaved } from '../assign-lead/assign-lead.command';

/** A task on a lead, due in the future; the lead-task-reminder timer emails it when due. */
export class AddLeadTaskCommand extends Command<LeadWorkSaved> {
  constructor(
    readonly leadId: string,
    readonly expectedVersion: number,
    readonly title: string,
    readonly dueAt: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { LeadWorkSaved } from '../assign-lead/assign-lead.command';

/** A note on a lead (at most 5,000 characters). */
export class AddLeadNoteCommand extends Command<LeadWorkSaved> {
  constructor(
    readonly leadId: string,
    readonly expectedVersion: number,
    readonly text: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

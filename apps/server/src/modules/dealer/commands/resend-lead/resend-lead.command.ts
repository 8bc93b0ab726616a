import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { LeadWorkSaved } from '../assign-lead/assign-lead.command';

/** A dealer's resend of the lead's email: the lead-outbox process schedules it (ADR 0074). */
export class ResendLeadCommand extends Command<LeadWorkSaved> {
  constructor(
    readonly leadId: string,
    readonly expectedVersion: number,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes/write-position';

/** A dealer's action on a lead: the lead's new version (the next action's `expectedVersion`), and where it was written. */
export type LeadWorkSaved = Written<{ Status: 1; leadId: string; version: number }>;

/** Assigns a lead to a user of its company (anyone else: 400 on body.userId). */
export class AssignLeadCommand extends Command<LeadWorkSaved> {
  constructor(
    readonly leadId: string,
    readonly expectedVersion: number,
    readonly userId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

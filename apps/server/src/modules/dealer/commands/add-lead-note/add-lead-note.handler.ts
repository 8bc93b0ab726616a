import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { LeadWorkStream } from '../../streams/lead-work-stream';
import { AddLeadNoteCommand } from './add-lead-note.command';

/** A note on a lead (at most 5,000 characters). An event on the lead's stream, at the version the card showed (409 otherwise). */
@CommandHandler(AddLeadNoteCommand)
export class AddLeadNoteHandler implements ICommandHandler<AddLeadNoteCommand> {
  constructor(private readonly leads: LeadWorkStream) {}

  execute({ leadId, expectedVersion, text, meta: ctx }: AddLeadNoteCommand) {
    return this.leads.act(leadId, expectedVersion, ctx, (lead) => {
      return { type: 'AddLeadNote', ...lead, byUserId: ctx.principal!.userId, now: ctx.now.toISOString(), noteId: randomUUID(), text };
    });
  }
}

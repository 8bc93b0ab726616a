import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { LeadWorkStream } from '../../streams/lead-work-stream';
import { AddLeadTaskCommand } from './add-lead-task.command';

/** A task on a lead, due in the future; the lead-task-reminder timer emails it when due. An event on the lead's stream, at the version the card showed (409 otherwise). */
@CommandHandler(AddLeadTaskCommand)
export class AddLeadTaskHandler implements ICommandHandler<AddLeadTaskCommand> {
  constructor(private readonly leads: LeadWorkStream) {}

  execute({ leadId, expectedVersion, title, dueAt, meta: ctx }: AddLeadTaskCommand) {
    return this.leads.act(leadId, expectedVersion, ctx, (lead) => {
      return { type: 'AddLeadTask', ...lead, byUserId: ctx.principal!.userId, now: ctx.now.toISOString(), taskId: randomUUID(), title, dueAt };
    });
  }
}

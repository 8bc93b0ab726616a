import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LeadWorkStream } from '../../streams/lead-work-stream';
import { ResendLeadCommand } from './resend-lead.command';

/** A dealer's resend of the lead's email: the lead-outbox process schedules it (ADR 0074). An event on the lead's stream, at the version the card showed (409 otherwise). */
@CommandHandler(ResendLeadCommand)
export class ResendLeadHandler implements ICommandHandler<ResendLeadCommand> {
  constructor(private readonly leads: LeadWorkStream) {}

  execute({ leadId, expectedVersion, meta: ctx }: ResendLeadCommand) {
    return this.leads.act(leadId, expectedVersion, ctx, (lead) => {
      return { type: 'RequestLeadDelivery', ...lead, byUserId: ctx.principal!.userId, now: ctx.now.toISOString() };
    });
  }
}

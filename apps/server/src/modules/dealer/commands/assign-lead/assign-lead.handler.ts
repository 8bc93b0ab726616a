import { Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { companyUsers } from '../../../identity/identity.public';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LeadWorkStream } from '../../streams/lead-work-stream';
import { AssignLeadCommand } from './assign-lead.command';

/** Assigns a lead to a user of its company (anyone else: 400 on body.userId). An event on the lead's stream, at the version the card showed (409 otherwise). */
@CommandHandler(AssignLeadCommand)
export class AssignLeadHandler implements ICommandHandler<AssignLeadCommand> {
  constructor(private readonly leads: LeadWorkStream, @Inject(DB) private readonly db: Kysely<any>) {}

  execute({ leadId, expectedVersion, userId, meta: ctx }: AssignLeadCommand) {
    return this.leads.act(leadId, expectedVersion, ctx, async (lead) => {
      const users = await companyUsers(this.db, lead.companyId);
      return {
        type: 'AssignLead', ...lead, byUserId: ctx.principal!.userId, now: ctx.now.toISOString(), assigneeUserId: userId,
        assigneeInCompany: users.some((u) => u.userId === userId),
      };
    });
  }
}

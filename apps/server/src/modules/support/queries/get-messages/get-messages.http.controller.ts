import { getSupportMessagesRoute, type RouteInput, type SupportMessage } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { SUPPORT_MESSAGES_PROJECTION } from './support-messages.projection';
import { GetSupportMessagesQuery } from './get-messages.query';

/** The senders whose personal data a page of the list shows (their words or their contact); an erased one shows none. */
export const sendersShown = (items: readonly SupportMessage[]) =>
  items.filter((m) => m.title !== null || m.details !== null || m.senderEmail !== null || m.senderName !== null).map((m) => m.senderId);

@Controller()
export class GetSupportMessagesHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly queryBus: QueryBus) {}

  /**
   * Staff only; after answering, the answerer's next read waits (bounded) until the list shows the answer. The list
   * opens the senders' words and contact: before it is answered, the read is recorded on each sender's access log
   * (ARCHITECTURE §2), in one batch. It writes, so a page of another site cannot make a staff browser open it.
   */
  @Endpoint(getSupportMessagesRoute, { allow: [UserType.TeamMember, UserType.SuperAdmin], getChangesState: true })
  @ReadsOwnWrites(SUPPORT_MESSAGES_PROJECTION)
  async list(@Input() input: RouteInput<typeof getSupportMessagesRoute>, @Ctx() ctx: RequestContext) {
    const page = await this.queryBus.execute(new GetSupportMessagesQuery(input.query));
    await this.commandBus.execute(new RecordStaffReadsCommand(sendersShown(page.items), `${getSupportMessagesRoute.method} ${getSupportMessagesRoute.path}`, ctx));
    return page;
  }
}

import { getSupportMessagesRoute } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint } from '../../../../platform/http/endpoint';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { SUPPORT_MESSAGES_PROJECTION } from './support-messages.projection';
import { GetSupportMessagesQuery } from './get-messages.query';

@Controller()
export class GetSupportMessagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Staff only; after answering, the answerer's next read waits (bounded) until the list shows the answer. */
  @Endpoint(getSupportMessagesRoute, { allow: [UserType.TeamMember, UserType.SuperAdmin] })
  @ReadsOwnWrites(SUPPORT_MESSAGES_PROJECTION)
  list() {
    return this.queryBus.execute(new GetSupportMessagesQuery());
  }
}

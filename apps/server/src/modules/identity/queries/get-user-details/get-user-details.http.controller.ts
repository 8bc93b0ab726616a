import { getUserDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { GetUserDetailsQuery } from './get-user-details.query';

@Controller()
export class GetUserDetailsHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly queryBus: QueryBus) {}

  /**
   * The user's phone, address and date of birth: before they are answered, the read is recorded on the user's access
   * log (ARCHITECTURE §2; not an admin's read of their own). It writes, so a page of another site cannot open it.
   */
  @Endpoint(getUserDetailsRoute, { allow: USER_ADMINS, verified: true, getChangesState: true })
  async getUserDetails(@Input() input: RouteInput<typeof getUserDetailsRoute>, @Ctx() ctx: RequestContext) {
    const details = await this.queryBus.execute(new GetUserDetailsQuery(input.query.userId));
    await this.commandBus.execute(new RecordStaffReadsCommand([input.query.userId], `${getUserDetailsRoute.method} ${getUserDetailsRoute.path}`, ctx));
    return details;
  }
}

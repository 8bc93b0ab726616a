import { getCreditReviewRequestRoute, type RouteInput } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { GetCreditReviewRequestQuery } from './get-review-request.query';

@Controller()
export class GetCreditReviewRequestHttpController {
  constructor(private readonly queryBus: QueryBus, private readonly commandBus: CommandBus) {}

  /**
   * Super admins (6), who answer review requests: the applicant's reason and the decision's factors are opened for
   * them, so the read is recorded on the applicant's access log before it is answered (ARCHITECTURE §2). It writes,
   * so a page of another site cannot open it.
   */
  @Endpoint(getCreditReviewRequestRoute, { allow: [UserType.SuperAdmin], verified: true, getChangesState: true })
  async reviewRequest(@Input() { query }: RouteInput<typeof getCreditReviewRequestRoute>, @Ctx() ctx: RequestContext) {
    const request = await this.queryBus.execute(new GetCreditReviewRequestQuery(query.applicationId));
    await this.commandBus.execute(new RecordStaffReadsCommand([request.applicant.userId], `${getCreditReviewRequestRoute.method} ${getCreditReviewRequestRoute.path}`, ctx));
    return request;
  }
}

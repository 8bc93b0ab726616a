import { getAllCreditApplicationsRoute, getCreditApplicationsRoute, type RouteInput } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { APPLICATION_SUMMARIES_PROJECTION } from './application-summaries.projection';
import { GetAllCreditApplicationsQuery, GetCreditApplicationsQuery } from './get-credit-applications.query';

@Controller()
export class GetCreditApplicationsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getCreditApplicationsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(APPLICATION_SUMMARIES_PROJECTION)
  mine(@Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetCreditApplicationsQuery(ctx.principal!.userId));
  }

  /** Spec §6: the credit applications of everyone are for super admins (6) only. */
  @Endpoint(getAllCreditApplicationsRoute, { allow: [UserType.SuperAdmin] })
  @ReadsOwnWrites(APPLICATION_SUMMARIES_PROJECTION)
  all(@Input() { query }: RouteInput<typeof getAllCreditApplicationsRoute>) {
    return this.queryBus.execute(new GetAllCreditApplicationsQuery(query.reviewQueue === 'true'));
  }
}

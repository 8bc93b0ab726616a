import { getCreditApplicationDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { APPLICATION_DETAILS_PROJECTION } from './application-details.projection';
import { GetCreditApplicationDetailsQuery } from './get-credit-application-details.query';

@Controller()
export class GetCreditApplicationDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** An owner read: waits (bounded) until the details projection has passed the caller's last write. */
  @Endpoint(getCreditApplicationDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(APPLICATION_DETAILS_PROJECTION)
  details(@Input() { query }: RouteInput<typeof getCreditApplicationDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetCreditApplicationDetailsQuery(ctx.principal!.userId, query.applicationId));
  }
}

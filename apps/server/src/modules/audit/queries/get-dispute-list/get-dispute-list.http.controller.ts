import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditDisputeListRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { DISPUTE_CASES_PROJECTION } from './dispute-cases.projection';
import { GetDisputeListQuery } from './get-dispute-list.query';

@Controller()
export class GetDisputeListController {
  constructor(private readonly queries: QueryBus) {}

  /** No customer's personal data is listed (ids, amounts, statuses): opening a case is what is recorded. */
  @Endpoint(auditDisputeListRoute, { allow: AUDIT_READERS, verified: true })
  @ReadsOwnWrites(DISPUTE_CASES_PROJECTION)
  async disputes(@Input() input: RouteInput<typeof auditDisputeListRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetDisputeListQuery(input.query.show, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCustomerProtectionPlansRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetCustomerProtectionPlansQuery } from './get-customer-protection-plans.query';

@Controller()
export class GetCustomerProtectionPlansController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCustomerProtectionPlansRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  plans(@Input() input: RouteInput<typeof getCustomerProtectionPlansRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCustomerProtectionPlansQuery(input.query.transactionId, ctx));
  }
}

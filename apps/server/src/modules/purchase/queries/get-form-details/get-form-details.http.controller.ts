import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getFormDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetFormDetailsQuery } from './get-form-details.query';

@Controller()
export class GetFormDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getFormDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  form(@Input() input: RouteInput<typeof getFormDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetFormDetailsQuery(input.query.transactionId, ctx));
  }
}

import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getTransactionsListRoute } from '@marketplace/contracts';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_LIST_PROJECTION } from './transaction-list.projection';
import { GetTransactionsListQuery } from './get-transactions-list.query';

@Controller()
export class GetTransactionsListController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getTransactionsListRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_LIST_PROJECTION)
  list(@Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetTransactionsListQuery(ctx));
  }
}

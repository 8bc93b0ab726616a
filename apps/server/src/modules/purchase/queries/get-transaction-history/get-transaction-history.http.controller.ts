import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getTransactionHistoryRoute } from '@marketplace/contracts';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_LIST_PROJECTION } from '../get-transactions-list/transaction-list.projection';
import { GetTransactionHistoryQuery } from './get-transaction-history.query';

@Controller()
export class GetTransactionHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getTransactionHistoryRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_LIST_PROJECTION)
  history(@Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetTransactionHistoryQuery(ctx));
  }
}

import { Query } from '@nestjs/cqrs';
import type { getTransactionHistoryRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetTransactionHistoryQuery extends Query<RouteResponse<typeof getTransactionHistoryRoute>> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { getTransactionsListRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetTransactionsListQuery extends Query<RouteResponse<typeof getTransactionsListRoute>> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

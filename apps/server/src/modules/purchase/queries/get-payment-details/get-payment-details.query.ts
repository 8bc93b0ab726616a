import { Query } from '@nestjs/cqrs';
import type { getPaymentDetailsRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetPaymentDetailsQuery extends Query<RouteResponse<typeof getPaymentDetailsRoute>> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}

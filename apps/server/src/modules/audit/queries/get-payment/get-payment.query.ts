import { Query } from '@nestjs/cqrs';
import type { auditPaymentRoute, RouteResponse } from '@marketplace/contracts';

/** A payment's page; `customersShown`: the customers it names, whose read the controller records (ADR 0078). */
export class GetPaymentQuery extends Query<RouteResponse<typeof auditPaymentRoute> & { customersShown: string[] }> {
  constructor(readonly paymentIntentId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Subscription } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetSubscriptionQuery extends Query<Subscription> {
  constructor(readonly companyId: number, readonly ctx: RequestContext) {
    super();
  }
}

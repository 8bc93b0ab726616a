import { Query } from '@nestjs/cqrs';
import type { CreditDecisionRef } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetCreditPrequalificationQuery extends Query<{ prequalification: CreditDecisionRef | null }> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

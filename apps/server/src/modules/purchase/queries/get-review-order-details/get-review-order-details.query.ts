import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/**
 * Typed by the handler, not by the route contract: the domain's types are wider than the contract's (e.g. countryId is a
 * number here, the literal 43 there); the response contract interceptor parses the answer on its way out.
 */
type ContractParsedAnswer = Record<string, unknown>;

export class GetReviewOrderDetailsQuery extends Query<ContractParsedAnswer> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CreditPublicApi } from '../../../credit/credit.public';
import { buyerOf } from '../../streams/buyer';
import { creditDecisionRef } from '../../adapters/credit-decision';
import { GetCreditPrequalificationQuery } from './get-credit-prequalification.query';

/** Step 3's pre-fill: the buyer's pre-qualification younger than 30 days, from credit's public API. */
@QueryHandler(GetCreditPrequalificationQuery)
export class GetCreditPrequalificationHandler implements IQueryHandler<GetCreditPrequalificationQuery> {
  constructor(private readonly credit: CreditPublicApi) {}

  async execute({ ctx }: GetCreditPrequalificationQuery) {
    return { prequalification: creditDecisionRef(await this.credit.latestPrequalification(buyerOf(ctx), ctx.now)) };
  }
}

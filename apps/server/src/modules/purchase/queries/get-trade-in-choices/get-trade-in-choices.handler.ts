import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { buyerOf } from '../../streams/buyer';
import { GetTradeInChoicesQuery } from './get-trade-in-choices.query';

/** Step 2's list: the buyer's appraisals a purchase may take now, from the trade-in context's public API. */
@QueryHandler(GetTradeInChoicesQuery)
export class GetTradeInChoicesHandler implements IQueryHandler<GetTradeInChoicesQuery> {
  constructor(private readonly tradeIns: TradeInPublicApi) {}

  async execute({ ctx }: GetTradeInChoicesQuery) {
    return { tradeIns: await this.tradeIns.appraisalsForPurchase(buyerOf(ctx), ctx.now) };
  }
}

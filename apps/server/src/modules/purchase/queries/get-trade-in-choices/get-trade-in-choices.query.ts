import { Query } from '@nestjs/cqrs';
import type { TradeInChoiceItem } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetTradeInChoicesQuery extends Query<{ tradeIns: TradeInChoiceItem[] }> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';

export class GetValueRulesQuery extends Query<unknown> {}

export class GetValueRuleHistoryQuery extends Query<unknown> {
  constructor(readonly ruleId: string) {
    super();
  }
}

export class GetTradeInPriceHistoryQuery extends Query<unknown> {
  constructor(readonly tradeInId: string) {
    super();
  }
}

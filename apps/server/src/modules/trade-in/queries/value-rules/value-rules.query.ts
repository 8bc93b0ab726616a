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

/** The trade-ins a rule re-valued (each once, newest change first). */
export class GetValueRuleAffectedQuery extends Query<unknown> {
  constructor(readonly ruleId: string) {
    super();
  }
}

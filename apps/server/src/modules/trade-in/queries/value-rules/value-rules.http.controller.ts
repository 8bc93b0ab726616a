import { TRADE_IN_STAFF } from '@marketplace/domain';
import { getTradeInPriceHistoryRoute, getValueRuleAffectedRoute, getValueRuleHistoryRoute, getValueRulesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { VALUE_HISTORY_PROJECTION } from './value-history.projection';
import { VALUE_RULES_PROJECTION } from './value-rules.projection';
import { GetTradeInPriceHistoryQuery, GetValueRuleAffectedQuery, GetValueRuleHistoryQuery, GetValueRulesQuery } from './value-rules.query';

@Controller()
export class ValueRulesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getValueRulesRoute, { allow: TRADE_IN_STAFF })
  @ReadsOwnWrites(VALUE_RULES_PROJECTION)
  rules() {
    return this.queryBus.execute(new GetValueRulesQuery());
  }

  @Endpoint(getValueRuleHistoryRoute, { allow: TRADE_IN_STAFF })
  @ReadsOwnWrites(VALUE_RULES_PROJECTION)
  history(@Input() { query }: RouteInput<typeof getValueRuleHistoryRoute>) {
    return this.queryBus.execute(new GetValueRuleHistoryQuery(query.ruleId));
  }

  @Endpoint(getTradeInPriceHistoryRoute, { allow: TRADE_IN_STAFF })
  @ReadsOwnWrites(VALUE_HISTORY_PROJECTION)
  priceHistory(@Input() { query }: RouteInput<typeof getTradeInPriceHistoryRoute>) {
    return this.queryBus.execute(new GetTradeInPriceHistoryQuery(query.tradeInId));
  }

  @Endpoint(getValueRuleAffectedRoute, { allow: TRADE_IN_STAFF })
  @ReadsOwnWrites(VALUE_HISTORY_PROJECTION)
  affected(@Input() { query }: RouteInput<typeof getValueRuleAffectedRoute>) {
    return this.queryBus.execute(new GetValueRuleAffectedQuery(query.ruleId));
  }
}

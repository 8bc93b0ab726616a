import {
  TRADE_IN_STREAM_PREFIX, VALUE_RULE_STREAM_PREFIX, evolveTradeIn, evolveValueRule, initialTradeInState, initialValueRuleState,
} from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { TradeInModule } from './trade-in.module';
import { tradeInPart, valueRulesPart } from './personal-data/trade-in.part';
import * as schema0001 from './migrations/0001-trade-in';
import * as schema0002 from './migrations/0002-value-rules';
import * as schema0003 from './migrations/0003-block';
import * as schema0005 from './migrations/0005-sent-emails';
import * as schema0006 from './migrations/0006-contract-commitments';
import * as schema0007 from './migrations/0007-cancelled-transactions-inbox';
import * as schema0008 from './migrations/0008-adviser-note';
import { offerConfirmedEmailProjection } from './process/offer-confirmed-email/offer-confirmed-email.projection';
import { offerExpiryReminderProjection } from './process/offer-expiry-reminder/offer-expiry-reminder.projection';
import { blockProjection } from './queries/block/block.projection';
import { valueHistoryProjection } from './queries/value-rules/value-history.projection';
import { valueRulesProjection } from './queries/value-rules/value-rules.projection';
import { tradeInTranslator } from './integration-events/trade-in.translator';
import { cancelledTransactionsConsumer } from './integration-events/cancelled-transactions.consumer';
import { tradeInDetailsProjection } from './queries/get-trade-in-details/trade-in-details.projection';

/** The trade-in context's entry in app.registry.ts: its Nest module, its schema, its projections, its stream types. */
export const tradeInRegistration: ModuleRegistration = {
  name: 'trade-in',
  nestModule: TradeInModule,
  migrations: {
    'trade-in-0001-schema': schema0001, 'trade-in-0002-value-rules': schema0002, 'trade-in-0003-block': schema0003, 'trade-in-0005-sent-emails': schema0005,
    'trade-in-0006-contract-commitments': schema0006, 'trade-in-0007-cancelled-transactions-inbox': schema0007,
    'trade-in-0008-adviser-note': schema0008,
  },
  projections: (deps) => [tradeInDetailsProjection(), valueRulesProjection(deps), valueHistoryProjection(), blockProjection(), offerExpiryReminderProjection(deps), offerConfirmedEmailProjection(deps)],
  integrationEvents: { translators: [tradeInTranslator], consumers: [cancelledTransactionsConsumer] },
  personalData: [tradeInPart, valueRulesPart],
  streams: [
    // The longer prefix first: rule streams also start with the trade-in prefix.
    { prefix: VALUE_RULE_STREAM_PREFIX, initialState: initialValueRuleState, evolve: evolveValueRule as (s: any, e: any) => unknown },
    { prefix: TRADE_IN_STREAM_PREFIX, initialState: initialTradeInState, evolve: evolveTradeIn as (s: any, e: any) => unknown },
  ],
};

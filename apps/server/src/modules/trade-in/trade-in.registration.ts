import { TRADE_IN_STREAM_PREFIX, evolveTradeIn, initialTradeInState } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { TradeInModule } from './trade-in.module';
import * as schema0001 from './migrations/0001-trade-in';
import { tradeInDetailsProjection } from './queries/get-trade-in-details/trade-in-details.projection';

/** The trade-in context's entry in app.registry.ts: its Nest module, its schema, its projections, its stream types. */
export const tradeInRegistration: ModuleRegistration = {
  name: 'trade-in',
  nestModule: TradeInModule,
  migrations: { 'trade-in-0001-schema': schema0001 },
  projections: () => [tradeInDetailsProjection()],
  streams: [{ prefix: TRADE_IN_STREAM_PREFIX, initialState: initialTradeInState, evolve: evolveTradeIn as (s: any, e: any) => unknown }],
};

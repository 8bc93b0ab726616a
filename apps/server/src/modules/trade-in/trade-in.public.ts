/** What the app shell, other modules and tests may use from the trade-in context. */
export { tradeInRegistration } from './trade-in.registration';
export { TradeInModule } from './trade-in.module';
export { TradeInPublicApi, type AppraisalDocument, type AppraisalForPurchase, type UsableTradeInValue } from './trade-in-public-api';
export { TRADE_IN_DETAILS_PROJECTION } from './queries/get-trade-in-details/trade-in-details.projection';

// Generated from libs/contracts/src/trade-in/value-rules.routes.ts by `npm run generate:web-client`: do not edit.
import { changeValueRuleRoute, createValueRuleRoute, getTradeInPriceHistoryRoute, getValueRuleAffectedRoute, getValueRuleHistoryRoute, getValueRulesRoute, priceChangeSubscriptionRoute, resetValueRuleRoute, unsubscribePriceChangesRoute } from '@marketplace/contracts/trade-in/value-rules.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/tradein/value-rules/change: Changes the adjustment of a rule (percent or cents) */
export const changeValueRule = (input?: RouteCallInput<typeof changeValueRuleRoute>) => callRoute(changeValueRuleRoute, input);

/** POST /api/tradein/value-rules/create: Creates a rule; open offers of the vehicles it covers are re-valued and subscribers emailed once */
export const createValueRule = (input?: RouteCallInput<typeof createValueRuleRoute>) => callRoute(createValueRuleRoute, input);

/** GET /api/tradein/price-history: Every value a trade-in had: appraisals, advisers, inspection and rules */
export const getTradeInPriceHistory = (input?: RouteCallInput<typeof getTradeInPriceHistoryRoute>) => callRoute(getTradeInPriceHistoryRoute, input);

/** GET /api/tradein/value-rules/affected: The trade-ins whose value a rule changed, with their current value */
export const getValueRuleAffected = (input?: RouteCallInput<typeof getValueRuleAffectedRoute>) => callRoute(getValueRuleAffectedRoute, input);

/** GET /api/tradein/value-rules/history: Price history of a rule, oldest first */
export const getValueRuleHistory = (input?: RouteCallInput<typeof getValueRuleHistoryRoute>) => callRoute(getValueRuleHistoryRoute, input);

/** GET /api/tradein/value-rules: Every rule with its current adjustment */
export const getValueRules = (input?: RouteCallInput<typeof getValueRulesRoute>) => callRoute(getValueRulesRoute, input);

/** POST /api/tradein/price-change-subscription: Subscribes or unsubscribes the signed-in user to trade-in price-change emails */
export const priceChangeSubscription = (input?: RouteCallInput<typeof priceChangeSubscriptionRoute>) => callRoute(priceChangeSubscriptionRoute, input);

/** POST /api/tradein/value-rules/reset: Back to no adjustment; the rule keeps its history */
export const resetValueRule = (input?: RouteCallInput<typeof resetValueRuleRoute>) => callRoute(resetValueRuleRoute, input);

/** POST /api/tradein/unsubscribe: Unsubscribes from trade-in price-change emails: the email's link opens /{lang}/unsubscribe, whose button posts its token */
export const unsubscribePriceChanges = (input?: RouteCallInput<typeof unsubscribePriceChangesRoute>) => callRoute(unsubscribePriceChangesRoute, input);

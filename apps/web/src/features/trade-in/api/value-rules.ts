import { changeValueRuleRoute, createValueRuleRoute, resetValueRuleRoute } from '@marketplace/contracts/trade-in/value-rules.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteCallInput } from '../../../lib/api-route';
import { getTradeInPriceHistory, getValueRuleAffected, getValueRuleHistory, getValueRules, priceChangeSubscription, unsubscribePriceChanges } from '../../../lib/api/client/trade-in/value-rules.routes';
import { tradeInMakeModel } from '../../../lib/api/client/trade-in/vehicle-data.routes';

/** GET /api/tradein/value-rules: every rule with its current adjustment (staff). */
export const valueRulesQuery = queryOptions({
  queryKey: ['trade-in', 'value-rules'] as const,
  queryFn: ({ signal }) => getValueRules({ signal }),
});
export const useValueRules = () => useQuery(valueRulesQuery);

/** GET /api/tradein/value-rules/history?ruleId=: the price history of one rule. */
export const useValueRuleHistory = (ruleId: string | null) => useQuery({
  queryKey: ['trade-in', 'value-rules', 'history', ruleId] as const,
  queryFn: ({ signal }) => getValueRuleHistory({ query: { ruleId: ruleId! }, signal }),
  enabled: ruleId !== null,
});

/** GET /api/tradein/value-rules/affected?ruleId=: the trade-ins a rule re-valued. */
export const useValueRuleAffected = (ruleId: string | null) => useQuery({
  queryKey: ['trade-in', 'value-rules', 'affected', ruleId] as const,
  queryFn: ({ signal }) => getValueRuleAffected({ query: { ruleId: ruleId! }, signal }),
  enabled: ruleId !== null,
});

/** GET /api/tradein/price-history?tradeInId=: every value one trade-in had (staff). */
export const useTradeInPriceHistory = (tradeInId: string | null) => useQuery({
  queryKey: ['trade-in', 'price-history', tradeInId] as const,
  queryFn: ({ signal }) => getTradeInPriceHistory({ query: { tradeInId: tradeInId! }, signal }),
  enabled: tradeInId !== null,
  retry: false,
});

/** POST /api/tradein/unsubscribe: the price-change email's token (the unsubscribe page's button). */
export const unsubscribeFromPriceChanges = (token: string) => unsubscribePriceChanges({ body: { token } });

/** GET /api/tradein/make-model: makes with their models, to name the rules. */
export const useMakeModels = () => useQuery({
  queryKey: ['trade-in', 'make-model'] as const,
  queryFn: ({ signal }) => tradeInMakeModel({ query: {}, signal }),
  staleTime: 5 * 60_000,
});

/** POST /api/tradein/value-rules/create, change, reset: each refetches the rules and their history. */
function useRuleCommand<R extends typeof createValueRuleRoute | typeof changeValueRuleRoute | typeof resetValueRuleRoute>(route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<R>['body']>) => callRoute(route, { body } as RouteCallInput<R>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: valueRulesQuery.queryKey }),
  });
}
export const useCreateValueRule = () => useRuleCommand(createValueRuleRoute);
export const useChangeValueRule = () => useRuleCommand(changeValueRuleRoute);
export const useResetValueRule = () => useRuleCommand(resetValueRuleRoute);

/** POST /api/tradein/price-change-subscription: subscribe or unsubscribe the signed-in user. */
export const usePriceChangeSubscription = () => useMutation({
  mutationFn: (subscribed: boolean) => priceChangeSubscription({ body: { subscribed } }),
});

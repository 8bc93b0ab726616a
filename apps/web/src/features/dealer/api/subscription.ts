import { cancelPlanRoute, choosePlanRoute, getSubscriptionRoute, signContractRoute } from '@marketplace/contracts/dealer/subscription.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api-route';
import { getSubscription } from '../../../lib/api/client/dealer/subscription.routes';

export type Subscription = RouteResult<typeof getSubscriptionRoute>;

const key = (companyId: number) => ['dealer', 'subscription', companyId] as const;

/**
 * GET /api/company/get-subscription. While a chosen plan waits for Stripe's confirmation (its webhooks), it polls
 * every 2 seconds until the status moves.
 */
export const useSubscription = (companyId: number) =>
  useQuery({
    queryKey: key(companyId),
    queryFn: ({ signal }) => getSubscription({ query: { companyId }, signal }),
    refetchInterval: (q) => (q.state.data?.pendingPlan ? 2000 : false),
  });

function useSubscriptionMutation<R extends typeof signContractRoute | typeof choosePlanRoute | typeof cancelPlanRoute>(route: R, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<R>['body']>) => callRoute(route, { body } as RouteCallInput<R>),
    // A refusal refetches too: a 409 (dealer.paid_plan_not_ended, plan_change_pending...) means another tab or person
    // changed the plan, and the page shows the plan as it is now beside the message (not the trial it was opened on).
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(companyId) }),
  });
}

/** POST /api/company/sign-contract: the trial starts. */
export const useSignContract = (companyId: number) => useSubscriptionMutation(signContractRoute, companyId);
/** POST /api/company/choose-plan: a Stripe subscription, active once Stripe confirms the payment. */
export const useChoosePlan = (companyId: number) => useSubscriptionMutation(choosePlanRoute, companyId);
/** POST /api/company/cancel-plan: the paid plan ends at the end of the period already paid. */
export const useCancelPlan = (companyId: number) => useSubscriptionMutation(cancelPlanRoute, companyId);

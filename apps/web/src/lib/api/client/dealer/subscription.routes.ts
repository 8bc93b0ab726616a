// Generated from libs/contracts/src/dealer/subscription.routes.ts by `npm run generate:web-client`: do not edit.
import { cancelPlanRoute, choosePlanRoute, getSubscriptionRoute, signContractRoute, subscriptionWebhookRoute } from '@marketplace/contracts/dealer/subscription.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/company/cancel-plan: Cancels the company's paid plan at the end of the period already paid (Stripe's cancel_at_period_end); no paid plan, or cancelling twice: 409 */
export const cancelPlan = (input?: RouteCallInput<typeof cancelPlanRoute>) => callRoute(cancelPlanRoute, input);

/** POST /api/company/choose-plan: Subscribes the company to a paid plan (a Stripe subscription); it becomes active when Stripe says the invoice is paid */
export const choosePlan = (input?: RouteCallInput<typeof choosePlanRoute>) => callRoute(choosePlanRoute, input);

/** GET /api/company/get-subscription: A company's plan, trial and held leads */
export const getSubscription = (input?: RouteCallInput<typeof getSubscriptionRoute>) => callRoute(getSubscriptionRoute, input);

/** POST /api/company/sign-contract: Signs the dealer contract: the 30-day trial starts now (once; again: 409) */
export const signContract = (input?: RouteCallInput<typeof signContractRoute>) => callRoute(signContractRoute, input);

/** POST /api/dealer/stripe-webhook: Stripe's webhook for dealer plans (customer.subscription.*, invoice.paid, invoice.payment_failed): signature verified over the raw body with this endpoint's own secret; each event applied once */
export const subscriptionWebhook = (input?: RouteCallInput<typeof subscriptionWebhookRoute>) => callRoute(subscriptionWebhookRoute, input);
